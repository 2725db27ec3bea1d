/**
 * A MADE-UP sample of Mexican postal codes for the sandbox: codes fall in each state's real range and
 * municipalities and cities are real places, but the code ↔ neighbourhood pairs are invented. It is NOT
 * the official SEPOMEX catalogue (which may not be redistributed); operators who hold that file load it
 * with `scripts/import-sepomex.ts`. Every one of the 32 states has at least three codes.
 *
 * Row: [code, municipality, city, neighbourhoods]. The neighbourhood type (Colonia, Barrio, …) is
 * given as a `Type:Name` prefix (`Fraccionamiento:Real de Minas`) only where it is not a plain Colonia.
 */
export interface PostalCodeStateSample {
  /** State name as SEPOMEX writes it (d_estado). */
  readonly state: string;
  /** SEPOMEX state key (c_estado), 01–32. */
  readonly stateCode: string;
  readonly codes: readonly (readonly [
    code: string,
    municipality: string,
    city: string,
    neighbourhoods: readonly string[],
  ])[];
}

export const POSTAL_CODE_SAMPLE: readonly PostalCodeStateSample[] = [
  {
    state: 'Aguascalientes',
    stateCode: '01',
    codes: [
      ['20010', 'Aguascalientes', 'Aguascalientes', ['Jardines del Encino', 'Los Álamos']],
      ['20126', 'Aguascalientes', 'Aguascalientes', ['Fraccionamiento:Villas de la Loma']],
      ['20908', 'Jesús María', 'Jesús María', ['Centro', 'El Mezquite']],
      ['20416', 'Rincón de Romos', 'Rincón de Romos', ['La Estación']],
    ],
  },
  {
    state: 'Baja California',
    stateCode: '02',
    codes: [
      ['21128', 'Mexicali', 'Mexicali', ['Pueblo Nuevo Oriente', 'Los Pinos']],
      ['22034', 'Tijuana', 'Tijuana', ['Lomas del Pacífico']],
      ['22815', 'Ensenada', 'Ensenada', ['Valle Dorado Sur', 'Bahía Azul']],
      ['22706', 'Playas de Rosarito', 'Playas de Rosarito', ['Fraccionamiento:Costa Brava']],
    ],
  },
  {
    state: 'Baja California Sur',
    stateCode: '03',
    codes: [
      ['23017', 'La Paz', 'La Paz', ['Lomas del Malecón', 'El Esterito Norte']],
      ['23428', 'Los Cabos', 'San José del Cabo', ['Santa Rosa Poniente']],
      ['23473', 'Los Cabos', 'Cabo San Lucas', ['Fraccionamiento:Arcos del Sol']],
      ['23884', 'Comondú', 'Ciudad Constitución', ['Centro']],
    ],
  },
  {
    state: 'Campeche',
    stateCode: '04',
    codes: [
      ['24018', 'Campeche', 'San Francisco de Campeche', ['Barrio:San Román Viejo', 'Las Murallas']],
      ['24155', 'Carmen', 'Ciudad del Carmen', ['Playa Norte Bonita']],
      ['24358', 'Champotón', 'Champotón', ['Centro', 'Pueblo:Paraíso del Golfo']],
    ],
  },
  {
    state: 'Coahuila de Zaragoza',
    stateCode: '05',
    codes: [
      ['25014', 'Saltillo', 'Saltillo', ['República Oriente', 'Los Nogales']],
      ['27016', 'Torreón', 'Torreón', ['Las Magnolias Laguna']],
      ['26049', 'Piedras Negras', 'Piedras Negras', ['Río Bravo Centro']],
      ['25732', 'Monclova', 'Monclova', ['Fraccionamiento:Acereros Norte']],
    ],
  },
  {
    state: 'Colima',
    stateCode: '06',
    codes: [
      ['28017', 'Colima', 'Colima', ['Jardines de la Corregidora Alta']],
      ['28219', 'Manzanillo', 'Manzanillo', ['Salahua Bajo', 'Las Brisas del Puerto']],
      ['28987', 'Villa de Álvarez', 'Ciudad de Villa de Álvarez', ['Los Volcanes']],
    ],
  },
  {
    state: 'Chiapas',
    stateCode: '07',
    codes: [
      ['29026', 'Tuxtla Gutiérrez', 'Tuxtla Gutiérrez', ['Moctezuma Alto', 'Las Palmas del Sur']],
      ['29247', 'San Cristóbal de las Casas', 'San Cristóbal de las Casas', ['Barrio:Guadalupe Antiguo']],
      ['30718', 'Tapachula', 'Tapachula de Córdova y Ordóñez', ['Los Cafetales']],
      ['29960', 'Palenque', 'Palenque', ['Pakal Na Norte']],
    ],
  },
  {
    state: 'Chihuahua',
    stateCode: '08',
    codes: [
      ['31125', 'Chihuahua', 'Chihuahua', ['San Felipe Viejo', 'Cumbres del Desierto']],
      ['32317', 'Juárez', 'Juárez', ['Partido Romero Norte']],
      ['33027', 'Delicias', 'Delicias', ['Fraccionamiento:Nogalera']],
      ['33810', 'Hidalgo del Parral', 'Hidalgo del Parral', ['Centro Minero']],
    ],
  },
  {
    state: 'Ciudad de México',
    stateCode: '09',
    codes: [
      ['03104', 'Benito Juárez', 'Ciudad de México', ['Del Valle Poniente', 'Insurgentes Sur Alto']],
      ['06721', 'Cuauhtémoc', 'Ciudad de México', ['Roma Sur Jardín']],
      ['04318', 'Coyoacán', 'Ciudad de México', ['Barrio:Santa Catarina Antigua', 'Los Viveros']],
      ['07412', 'Gustavo A. Madero', 'Ciudad de México', ['Lindavista Oriente']],
      [
        '09239',
        'Iztapalapa',
        'Ciudad de México',
        ['Pueblo:San Lorenzo Tezonco Alto', 'Unidad habitacional:Ermita Sur'],
      ],
      ['14389', 'Tlalpan', 'Ciudad de México', ['Villa Coapa Norte']],
    ],
  },
  {
    state: 'Durango',
    stateCode: '10',
    codes: [
      ['34017', 'Durango', 'Victoria de Durango', ['Los Remedios Alto', 'Guadiana Centro']],
      ['35079', 'Gómez Palacio', 'Gómez Palacio', ['Fraccionamiento:Las Rosas del Desierto']],
      ['35150', 'Lerdo', 'Ciudad Lerdo', ['Centro']],
    ],
  },
  {
    state: 'Guanajuato',
    stateCode: '11',
    codes: [
      [
        '37128',
        'León',
        'León de los Aldama',
        ['Jardines del Moral Norte', 'Fraccionamiento:Valle del Campestre Bajo'],
      ],
      ['36018', 'Guanajuato', 'Guanajuato', ['Barrio:Pastita Alta']],
      ['38024', 'Celaya', 'Celaya', ['Las Insurgentes']],
      ['36614', 'Irapuato', 'Irapuato', ['Las Fresas']],
      ['37718', 'San Miguel de Allende', 'San Miguel de Allende', ['Guadiana Antigua']],
    ],
  },
  {
    state: 'Guerrero',
    stateCode: '12',
    codes: [
      ['39355', 'Acapulco de Juárez', 'Acapulco de Juárez', ['Costa Azul Alta', 'Hornos Insurgentes']],
      ['39018', 'Chilpancingo de los Bravo', 'Chilpancingo de los Bravo', ['Barrio:San Mateo Viejo']],
      ['40228', 'Taxco de Alarcón', 'Taxco de Alarcón', ['Plateros']],
      ['40884', 'Zihuatanejo de Azueta', 'Zihuatanejo', ['La Madera Sur']],
    ],
  },
  {
    state: 'Hidalgo',
    stateCode: '13',
    codes: [
      ['42087', 'Pachuca de Soto', 'Pachuca de Soto', ['Periodistas Alto', 'Fraccionamiento:Real de Minas']],
      ['43626', 'Tulancingo de Bravo', 'Tulancingo', ['Las Huertas']],
      ['42854', 'Tepeji del Río de Ocampo', 'Tepeji del Río', ['Centro']],
    ],
  },
  {
    state: 'Jalisco',
    stateCode: '14',
    codes: [
      ['44160', 'Guadalajara', 'Guadalajara', ['Americana Poniente', 'Lafayette Norte']],
      ['45054', 'Zapopan', 'Zapopan', ['Jardines Universidad Sur']],
      ['45589', 'San Pedro Tlaquepaque', 'San Pedro Tlaquepaque', ['Barrio:Artesanos del Centro']],
      ['48338', 'Puerto Vallarta', 'Puerto Vallarta', ['Versalles del Mar']],
      ['47650', 'Tepatitlán de Morelos', 'Tepatitlán de Morelos', ['Las Aguilillas']],
    ],
  },
  {
    state: 'México',
    stateCode: '15',
    codes: [
      ['50127', 'Toluca', 'Toluca de Lerdo', ['Universidad Poniente', 'Fraccionamiento:Los Ahuehuetes']],
      ['53127', 'Naucalpan de Juárez', 'Naucalpan de Juárez', ['Lomas Verdes Sur']],
      ['54058', 'Tlalnepantla de Baz', 'Tlalnepantla', ['Valle Dorado Oriente']],
      ['57208', 'Nezahualcóyotl', 'Ciudad Nezahualcóyotl', ['Evolución Norte']],
      [
        '55717',
        'Ecatepec de Morelos',
        'Ecatepec de Morelos',
        ['Unidad habitacional:Jardines de Morelos Sur'],
      ],
    ],
  },
  {
    state: 'Michoacán de Ocampo',
    stateCode: '16',
    codes: [
      ['58087', 'Morelia', 'Morelia', ['Chapultepec Oriente Alto', 'Las Camelinas']],
      ['60053', 'Uruapan', 'Uruapan', ['Los Aguacates']],
      ['59618', 'Zamora', 'Zamora de Hidalgo', ['Jardinadas Norte']],
      ['61609', 'Pátzcuaro', 'Pátzcuaro', ['Barrio:El Calvario Lacustre']],
    ],
  },
  {
    state: 'Morelos',
    stateCode: '17',
    codes: [
      ['62157', 'Cuernavaca', 'Cuernavaca', ['Vista Hermosa Sur', 'Las Buganvilias']],
      ['62737', 'Cuautla', 'Cuautla', ['Emiliano Zapata Centro']],
      ['62585', 'Jiutepec', 'Jiutepec', ['Fraccionamiento:Tarianes']],
    ],
  },
  {
    state: 'Nayarit',
    stateCode: '18',
    codes: [
      ['63068', 'Tepic', 'Tepic', ['San Juan Alto', 'Los Fresnos']],
      ['63737', 'Bahía de Banderas', 'Nuevo Vallarta', ['Fraccionamiento:Marina Flamingos Sur']],
      ['63519', 'Santiago Ixcuintla', 'Santiago Ixcuintla', ['Centro']],
    ],
  },
  {
    state: 'Nuevo León',
    stateCode: '19',
    codes: [
      ['64060', 'Monterrey', 'Monterrey', ['Obispado Alto', 'Loma Larga Norte']],
      ['66267', 'San Pedro Garza García', 'San Pedro Garza García', ['Del Valle Oriente Bajo']],
      ['66459', 'San Nicolás de los Garza', 'San Nicolás de los Garza', ['Anáhuac Poniente']],
      ['67176', 'Guadalupe', 'Guadalupe', ['Fraccionamiento:Linda Vista Sur']],
      ['66647', 'Apodaca', 'Ciudad Apodaca', ['Pueblo Nuevo Industrial']],
    ],
  },
  {
    state: 'Oaxaca',
    stateCode: '20',
    codes: [
      ['68044', 'Oaxaca de Juárez', 'Oaxaca de Juárez', ['Reforma Alta', 'Barrio:Jalatlaco Viejo']],
      ['70018', 'Salina Cruz', 'Salina Cruz', ['Refinería Sur']],
      ['71987', 'San Pedro Pochutla', 'San Pedro Pochutla', ['Centro']],
      ['70612', 'Juchitán de Zaragoza', 'Juchitán de Zaragoza', ['Séptima Sección Norte']],
    ],
  },
  {
    state: 'Puebla',
    stateCode: '21',
    codes: [
      ['72168', 'Puebla', 'Heroica Puebla de Zaragoza', ['La Paz Poniente', 'Los Volcanes Altos']],
      ['72817', 'San Andrés Cholula', 'San Andrés Cholula', ['Fraccionamiento:Angelópolis Norte']],
      ['75793', 'Tehuacán', 'Tehuacán', ['Aguas Minerales']],
      ['74218', 'Atlixco', 'Atlixco', ['Las Flores del Valle']],
    ],
  },
  {
    state: 'Querétaro',
    stateCode: '22',
    codes: [
      ['76047', 'Querétaro', 'Santiago de Querétaro', ['Carretas Norte', 'Los Arcos Altos']],
      ['76806', 'San Juan del Río', 'San Juan del Río', ['Centro Histórico Sur']],
      ['76903', 'Corregidora', 'El Pueblito', ['Fraccionamiento:Cañadas del Lago Norte']],
    ],
  },
  {
    state: 'Quintana Roo',
    stateCode: '23',
    codes: [
      ['77504', 'Benito Juárez', 'Cancún', ['Supermanzana 25 Jardines', 'Las Gaviotas']],
      ['77723', 'Solidaridad', 'Playa del Carmen', ['Ejidal Norte']],
      ['77016', 'Othón P. Blanco', 'Chetumal', ['Barrio Bravo Sur']],
      ['77780', 'Tulum', 'Tulum', ['Aldea Zamá Oriente']],
    ],
  },
  {
    state: 'San Luis Potosí',
    stateCode: '24',
    codes: [
      ['78218', 'San Luis Potosí', 'San Luis Potosí', ['Tangamanga Norte', 'Los Filtros']],
      ['79054', 'Ciudad Valles', 'Ciudad Valles', ['Huasteca Centro']],
      [
        '78437',
        'Soledad de Graciano Sánchez',
        'Soledad de Graciano Sánchez',
        ['Fraccionamiento:Rancho Pavón'],
      ],
    ],
  },
  {
    state: 'Sinaloa',
    stateCode: '25',
    codes: [
      ['80027', 'Culiacán', 'Culiacán Rosales', ['Las Quintas Norte', 'Tierra Blanca Alta']],
      ['82128', 'Mazatlán', 'Mazatlán', ['Playa Gaviotas Sur']],
      ['81249', 'Ahome', 'Los Mochis', ['Jiquilpan Oriente']],
    ],
  },
  {
    state: 'Sonora',
    stateCode: '26',
    codes: [
      ['83148', 'Hermosillo', 'Hermosillo', ['Pitic Norte', 'Los Naranjos']],
      ['85017', 'Cajeme', 'Ciudad Obregón', ['Cajeme Centro Sur']],
      ['84026', 'Nogales', 'Heroica Nogales', ['Kennedy Alta']],
      ['85477', 'Guaymas', 'Heroica Guaymas', ['Miramar Bahía']],
    ],
  },
  {
    state: 'Tabasco',
    stateCode: '27',
    codes: [
      ['86037', 'Centro', 'Villahermosa', ['Tabasco 2000 Norte', 'Las Lagunas']],
      ['86508', 'Cárdenas', 'Heroica Cárdenas', ['Cacaotera']],
      ['86693', 'Comalcalco', 'Comalcalco', ['Centro']],
    ],
  },
  {
    state: 'Tamaulipas',
    stateCode: '28',
    codes: [
      ['87027', 'Victoria', 'Ciudad Victoria', ['Pedro Sosa Norte', 'Las Palmas Altas']],
      ['89107', 'Tampico', 'Tampico', ['Petrolera Sur']],
      ['88624', 'Reynosa', 'Reynosa', ['Fraccionamiento:Valle Alto Río']],
      ['88176', 'Nuevo Laredo', 'Nuevo Laredo', ['Madero Oriente']],
    ],
  },
  {
    state: 'Tlaxcala',
    stateCode: '29',
    codes: [
      ['90017', 'Tlaxcala', 'Tlaxcala de Xicohténcatl', ['Barrio:La Loma Xicohténcatl', 'Centro']],
      ['90347', 'Apizaco', 'Apizaco', ['Ferrocarrilera Norte']],
      ['90805', 'Zacatelco', 'Zacatelco', ['Pueblo:Tercera Sección']],
    ],
  },
  {
    state: 'Veracruz de Ignacio de la Llave',
    stateCode: '30',
    codes: [
      ['91017', 'Xalapa', 'Xalapa-Enríquez', ['Los Cafetos Altos', 'Jardines de las Ánimas Sur']],
      ['91726', 'Veracruz', 'Veracruz', ['Reforma Costera']],
      ['94299', 'Boca del Río', 'Boca del Río', ['Fraccionamiento:Costa de Oro Norte']],
      ['93238', 'Poza Rica de Hidalgo', 'Poza Rica', ['Petromex Sur']],
      ['94508', 'Córdoba', 'Córdoba', ['Los Naranjos del Valle']],
    ],
  },
  {
    state: 'Yucatán',
    stateCode: '31',
    codes: [
      ['97124', 'Mérida', 'Mérida', ['García Ginerés Norte', 'Los Pinos Peninsulares']],
      ['97782', 'Valladolid', 'Valladolid', ['Barrio:Sisal Oriente']],
      ['97329', 'Progreso', 'Progreso', ['Puerto Centro']],
    ],
  },
  {
    state: 'Zacatecas',
    stateCode: '32',
    codes: [
      ['98057', 'Zacatecas', 'Zacatecas', ['La Bufa Alta', 'Los Mineros Sur']],
      ['98618', 'Guadalupe', 'Guadalupe', ['Fraccionamiento:Villas del Convento']],
      ['99018', 'Fresnillo', 'Fresnillo', ['Plateros Centro']],
    ],
  },
];
