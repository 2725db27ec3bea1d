window.ATLAS = {
 "machines": [
  {
   "name": "session",
   "kind": "flow",
   "title": "Sesión del cliente",
   "machineId": "session",
   "description": "Sesión: token del almacenamiento o de la URL, audiencia, caducidad, carga del perfil y cierre de sesión.",
   "screens": [
    {
     "key": "anonymous",
     "title": "Sin sesión (login)",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": [
      "Inicia sesión (token nuevo) → Token caducado o de otra audiencia",
      "Cierra sesión",
      "Inicia sesión (token nuevo) → Cierra sesión",
      "Inicia sesión (token nuevo) → El perfil ya no existe",
      "Inicia sesión (token nuevo) → El promotor ya no existe"
     ]
    },
    {
     "key": "ephemeral",
     "title": "Cuenta sin verificar",
     "route": null,
     "happy": false,
     "final": false,
     "shot": null,
     "stays": [
      "Inicia sesión (token nuevo) → Token de cuenta sin verificar"
     ]
    },
    {
     "key": "client",
     "title": "Sesión de cliente",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": [
      "Recarga el perfil → Perfil cargado"
     ]
    },
    {
     "key": "suspended",
     "title": "Cuenta suspendida",
     "route": "/",
     "happy": false,
     "final": false,
     "shot": null,
     "stays": [
      "Recarga el perfil → Perfil suspendido"
     ]
    },
    {
     "key": "profileFailed",
     "title": "No se pudo cargar el perfil",
     "route": null,
     "happy": false,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "business",
     "title": "Sesión de promotor",
     "route": null,
     "happy": false,
     "final": false,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"1729pt\" height=\"1349pt\"\n viewBox=\"0.00 0.00 1729.00 1349.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 1345)\">\n<title>session&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-213\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- anonymous -->\n<g id=\"flow:session:anonymous\" class=\"node\">\n<title>anonymous</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M353.06,-936C353.06,-936 245.06,-936 245.06,-936 239.06,-936 233.06,-930 233.06,-924 233.06,-924 233.06,-692 233.06,-692 233.06,-686 239.06,-680 245.06,-680 245.06,-680 353.06,-680 353.06,-680 359.06,-680 365.06,-686 365.06,-692 365.06,-692 365.06,-924 365.06,-924 365.06,-930 359.06,-936 353.06,-936\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"299.06\" y=\"-683.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Sin sesión (login)</text>\n<rect x=\"250.1\" y=\"-928.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"299.1\" y=\"-822.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;anonymous -->\n<g id=\"edge19\" class=\"edge\">\n<title>__start&#45;&gt;anonymous</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M13.85,-220.96C36.49,-267.72 153.78,-509.98 230.44,-668.32\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"228.19,-669.3 233.45,-674.53 232.6,-667.17 228.19,-669.3\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.53\" y=\"-659.59\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Token de cliente → Token</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.53\" y=\"-648.79\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">caducado o de otra audiencia</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.53\" y=\"-637.99\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Token de cliente → Cierra</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.53\" y=\"-627.19\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">sesión</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.53\" y=\"-616.39\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Token de cliente → El perfil</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.53\" y=\"-605.59\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">ya no existe</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.53\" y=\"-594.79\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Token de cliente → El promotor</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.53\" y=\"-583.99\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">ya no existe</text>\n</g>\n<!-- ephemeral -->\n<g id=\"flow:session:ephemeral\" class=\"node\">\n<title>ephemeral</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M1709.3,-845C1709.3,-845 1601.3,-845 1601.3,-845 1595.3,-845 1589.3,-839 1589.3,-833 1589.3,-833 1589.3,-601 1589.3,-601 1589.3,-595 1595.3,-589 1601.3,-589 1601.3,-589 1709.3,-589 1709.3,-589 1715.3,-589 1721.3,-595 1721.3,-601 1721.3,-601 1721.3,-833 1721.3,-833 1721.3,-839 1715.3,-845 1709.3,-845\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1655.3\" y=\"-605.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cuenta sin</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1655.3\" y=\"-592.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">verificar</text>\n<rect x=\"1606.3\" y=\"-837.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1655.3\" y=\"-731.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;ephemeral -->\n<g id=\"edge20\" class=\"edge\">\n<title>__start&#45;&gt;ephemeral</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M14.65,-205.67C39.06,-168.21 156.56,0 298.06,0 298.06,0 298.06,0 1317.24,0 1571.06,0 1634.09,-372.56 1649.5,-580.57\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1647.04,-580.5 1649.99,-587.31 1651.93,-580.15 1647.04,-580.5\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"807.65\" y=\"-13.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Token de cliente → Token de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"807.65\" y=\"-2.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cuenta sin verificar</text>\n</g>\n<!-- client -->\n<g id=\"flow:session:client\" class=\"node\">\n<title>client</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M692.12,-753C692.12,-753 584.12,-753 584.12,-753 578.12,-753 572.12,-747 572.12,-741 572.12,-741 572.12,-509 572.12,-509 572.12,-503 578.12,-497 584.12,-497 584.12,-497 692.12,-497 692.12,-497 698.12,-497 704.12,-503 704.12,-509 704.12,-509 704.12,-741 704.12,-741 704.12,-747 698.12,-753 692.12,-753\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-500.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Sesión de cliente</text>\n<rect x=\"589.1\" y=\"-745.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"638.1\" y=\"-639.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;client -->\n<g id=\"edge21\" class=\"edge\">\n<title>__start&#45;&gt;client</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M17.56,-216.22C43.02,-227.17 127.75,-264.53 193.06,-304 329.74,-386.6 478.12,-498.91 564.08,-566.44\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"562.46,-568.29 569.48,-570.69 565.49,-564.43 562.46,-568.29\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"299.06\" y=\"-428\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Token de cliente → Perfil</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"299.06\" y=\"-417.2\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cargado</text>\n</g>\n<!-- suspended -->\n<g id=\"flow:session:suspended\" class=\"node\">\n<title>suspended</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M1031.18,-553C1031.18,-553 923.18,-553 923.18,-553 917.18,-553 911.18,-547 911.18,-541 911.18,-541 911.18,-309 911.18,-309 911.18,-303 917.18,-297 923.18,-297 923.18,-297 1031.18,-297 1031.18,-297 1037.18,-297 1043.18,-303 1043.18,-309 1043.18,-309 1043.18,-541 1043.18,-541 1043.18,-547 1037.18,-553 1031.18,-553\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"977.18\" y=\"-300.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cuenta suspendida</text>\n<rect x=\"928.2\" y=\"-545.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"977.2\" y=\"-439.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;suspended -->\n<g id=\"edge22\" class=\"edge\">\n<title>__start&#45;&gt;suspended</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M18.34,-211.57C86.51,-200.3 557.38,-130.66 871.18,-299 883.24,-305.47 894.47,-313.95 904.77,-323.46\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"902.88,-325.05 909.62,-328.13 906.27,-321.51 902.88,-325.05\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-212.64\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Token de cliente → Perfil</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-201.84\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">suspendido</text>\n</g>\n<!-- profileFailed -->\n<g id=\"flow:session:profileFailed\" class=\"node\">\n<title>profileFailed</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M1370.24,-662C1370.24,-662 1262.24,-662 1262.24,-662 1256.24,-662 1250.24,-656 1250.24,-650 1250.24,-650 1250.24,-418 1250.24,-418 1250.24,-412 1256.24,-406 1262.24,-406 1262.24,-406 1370.24,-406 1370.24,-406 1376.24,-406 1382.24,-412 1382.24,-418 1382.24,-418 1382.24,-650 1382.24,-650 1382.24,-656 1376.24,-662 1370.24,-662\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1316.24\" y=\"-422.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">No se pudo cargar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1316.24\" y=\"-409.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">el perfil</text>\n<rect x=\"1267.2\" y=\"-654.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1316.2\" y=\"-548.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;profileFailed -->\n<g id=\"edge23\" class=\"edge\">\n<title>__start&#45;&gt;profileFailed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M16.62,-207.45C25.41,-200.46 41.75,-188.78 58,-184 132.67,-162.04 155.24,-180.41 233.06,-179 595.79,-172.43 728.97,-97.66 1043.18,-279 1120.54,-323.65 1193.54,-394.24 1244.41,-449.84\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1242.34,-451.21 1248.86,-454.74 1245.96,-447.91 1242.34,-451.21\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-174.52\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Token de cliente → Falla al</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-163.72\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cargar el perfil</text>\n</g>\n<!-- business -->\n<g id=\"flow:session:business\" class=\"node\">\n<title>business</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M692.12,-1341C692.12,-1341 584.12,-1341 584.12,-1341 578.12,-1341 572.12,-1335 572.12,-1329 572.12,-1329 572.12,-1097 572.12,-1097 572.12,-1091 578.12,-1085 584.12,-1085 584.12,-1085 692.12,-1085 692.12,-1085 698.12,-1085 704.12,-1091 704.12,-1097 704.12,-1097 704.12,-1329 704.12,-1329 704.12,-1335 698.12,-1341 692.12,-1341\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-1088.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Sesión de promotor</text>\n<rect x=\"589.1\" y=\"-1333.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"638.1\" y=\"-1227.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;business -->\n<g id=\"edge24\" class=\"edge\">\n<title>__start&#45;&gt;business</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M10.38,-222.13C12.81,-279.28 27.26,-588.23 58,-677 148.92,-939.56 162.81,-1060.91 405.06,-1197 452.99,-1223.92 515.56,-1226.74 563.65,-1223.47\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"563.54,-1225.94 570.34,-1222.96 563.17,-1221.05 563.54,-1225.94\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"299.06\" y=\"-1183.43\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Token de cliente → Perfil de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"299.06\" y=\"-1172.63\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">promotor cargado</text>\n</g>\n<!-- anonymous&#45;&gt;ephemeral -->\n<g id=\"edge1\" class=\"edge\">\n<title>anonymous&#45;&gt;ephemeral</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M366.34,-856.67C431.75,-899.8 536.3,-956 637.12,-956 637.12,-956 637.12,-956 1317.24,-956 1424.47,-956 1521.4,-874.5 1583.5,-806.69\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1585.12,-808.54 1588.01,-801.71 1581.49,-805.26 1585.12,-808.54\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"977.18\" y=\"-969.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Inicia sesión (token nuevo) →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"977.18\" y=\"-958.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Token de cuenta sin verificar</text>\n</g>\n<!-- anonymous&#45;&gt;client -->\n<g id=\"edge3\" class=\"edge\">\n<title>anonymous&#45;&gt;client</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M366.3,-774.73C379.01,-768.91 392.33,-763.2 405.06,-758.4 460.03,-737.7 480.92,-750.8 532.12,-722 542.39,-716.22 552.46,-709.26 562.05,-701.73\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"563.31,-703.87 567.19,-697.55 560.22,-700.07 563.31,-703.87\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-771.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Inicia sesión (token nuevo) →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-761.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Perfil cargado</text>\n</g>\n<!-- anonymous&#45;&gt;suspended -->\n<g id=\"edge7\" class=\"edge\">\n<title>anonymous&#45;&gt;suspended</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M344.14,-678.79C359.95,-643.24 380.18,-606.2 405.06,-576 462.97,-505.73 486.54,-488.51 572.12,-457.4 682.1,-417.42 819.69,-415.71 902.62,-419.42\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"902.34,-421.86 909.45,-419.75 902.58,-416.96 902.34,-421.86\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-470.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Inicia sesión (token nuevo) →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-460.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Perfil suspendido</text>\n</g>\n<!-- anonymous&#45;&gt;profileFailed -->\n<g id=\"edge10\" class=\"edge\">\n<title>anonymous&#45;&gt;profileFailed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M366.49,-828.4C379.18,-831.53 392.44,-834.29 405.06,-836 582.41,-860.04 1066.51,-925.64 1210.24,-819 1257.46,-783.96 1283.47,-725.37 1297.78,-670.39\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1300.11,-671.16 1299.44,-663.78 1295.36,-669.97 1300.11,-671.16\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"807.65\" y=\"-891.25\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Inicia sesión (token nuevo) →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"807.65\" y=\"-880.45\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Falla al cargar el perfil</text>\n</g>\n<!-- anonymous&#45;&gt;business -->\n<g id=\"edge13\" class=\"edge\">\n<title>anonymous&#45;&gt;business</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M312.69,-937.33C325.69,-1004.32 351.98,-1082.62 405.06,-1134 447.27,-1174.85 476.59,-1151.24 532.12,-1170.4 542.52,-1173.99 553.39,-1178.04 564.02,-1182.19\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"562.89,-1184.38 570.31,-1184.66 564.69,-1179.82 562.89,-1184.38\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-1183.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Inicia sesión (token nuevo) →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-1173.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Perfil de promotor cargado</text>\n</g>\n<!-- ephemeral&#45;&gt;anonymous -->\n<g id=\"edge2\" class=\"edge\">\n<title>ephemeral&#45;&gt;anonymous</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1603.01,-845.32C1588.49,-870.76 1570.68,-895.57 1549.3,-915 1489.84,-969.02 1460.97,-968.02 1382.24,-984 1029.38,-1055.63 928.91,-1029.39 572.12,-981 496.15,-970.7 469.54,-979.48 405.06,-938 393.44,-930.52 382.5,-921.32 372.4,-911.3\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"374.25,-909.69 367.61,-906.4 370.75,-913.12 374.25,-909.69\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"977.18\" y=\"-1063.26\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Inicia sesión (token nuevo) →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"977.18\" y=\"-1052.46\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Token caducado o de otra</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"977.18\" y=\"-1041.66\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">audiencia</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"977.18\" y=\"-1030.86\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cierra sesión</text>\n</g>\n<!-- client&#45;&gt;anonymous -->\n<g id=\"edge5\" class=\"edge\">\n<title>client&#45;&gt;anonymous</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M570.78,-599.33C521.54,-584.77 454.63,-574.83 405.06,-605 379.24,-620.72 359.48,-645.06 344.47,-671.5\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"342.51,-669.99 341.29,-677.31 346.8,-672.35 342.51,-669.99\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-704.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Inicia sesión (token nuevo) →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-694.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Token caducado o de otra</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-683.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">audiencia</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-672.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cierra sesión</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-661.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Recarga el perfil → Token</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-650.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">caducado o de otra audiencia</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-640.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Recarga el perfil → Cierra</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-629.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">sesión</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-618.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Recarga el perfil → El perfil</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-607.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">ya no existe</text>\n</g>\n<!-- client&#45;&gt;ephemeral -->\n<g id=\"edge4\" class=\"edge\">\n<title>client&#45;&gt;ephemeral</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M705.47,-632.85C718.29,-634.29 731.62,-635.74 744.12,-637 1054.8,-668.4 1425.86,-698.81 1580.74,-711.19\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1580.17,-713.6 1587.34,-711.72 1580.56,-708.72 1580.17,-713.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1146.71\" y=\"-714.76\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Inicia sesión (token nuevo) →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1146.71\" y=\"-703.96\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Token de cuenta sin verificar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1146.71\" y=\"-693.16\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Recarga el perfil → Token de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1146.71\" y=\"-682.36\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cuenta sin verificar</text>\n</g>\n<!-- client&#45;&gt;suspended -->\n<g id=\"edge6\" class=\"edge\">\n<title>client&#45;&gt;suspended</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M705.42,-583.76C718,-576.83 731.27,-570.11 744.12,-564.6 798.25,-541.4 820.35,-556.74 871.18,-527 882.62,-520.3 893.77,-512.1 904.25,-503.28\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"905.85,-505.14 909.55,-498.71 902.65,-501.43 905.85,-505.14\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"807.65\" y=\"-588.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• El perfil queda suspendido</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"807.65\" y=\"-578.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Recarga el perfil → Perfil</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"807.65\" y=\"-567.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">suspendido</text>\n</g>\n<!-- client&#45;&gt;profileFailed -->\n<g id=\"edge17\" class=\"edge\">\n<title>client&#45;&gt;profileFailed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M705.49,-619.37C751.96,-615.19 815.45,-609.02 871.18,-602 1001.99,-585.51 1153.67,-561.15 1241.62,-546.5\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1241.94,-548.93 1248.44,-545.36 1241.13,-544.1 1241.94,-548.93\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"977.18\" y=\"-610.28\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Recarga el perfil → Falla al</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"977.18\" y=\"-599.48\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cargar el perfil</text>\n</g>\n<!-- suspended&#45;&gt;anonymous -->\n<g id=\"edge9\" class=\"edge\">\n<title>suspended&#45;&gt;anonymous</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M910.9,-380.59C829.96,-331.37 688.46,-264.56 572.12,-310 478.06,-346.74 458.8,-378.5 405.06,-464 365.79,-526.49 340.39,-604.6 324.44,-670.59\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"322.13,-669.73 322.89,-677.11 326.89,-670.87 322.13,-669.73\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-409.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Inicia sesión (token nuevo) →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-399.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Token caducado o de otra</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-388.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">audiencia</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-377.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cierra sesión</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-366.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Recarga el perfil → Token</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-355.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">caducado o de otra audiencia</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-345.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Recarga el perfil → Cierra</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-334.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">sesión</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-323.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Recarga el perfil → El perfil</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.12\" y=\"-312.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">ya no existe</text>\n</g>\n<!-- suspended&#45;&gt;ephemeral -->\n<g id=\"edge8\" class=\"edge\">\n<title>suspended&#45;&gt;ephemeral</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1043.63,-387.33C1126.6,-344.94 1272.08,-288.87 1382.24,-344.8 1479.5,-394.18 1550.3,-496.46 1595.26,-581.33\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1593,-582.3 1598.42,-587.36 1597.34,-580.02 1593,-582.3\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1316.24\" y=\"-379.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Inicia sesión (token nuevo) →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1316.24\" y=\"-369.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Token de cuenta sin verificar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1316.24\" y=\"-358.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Recarga el perfil → Token de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1316.24\" y=\"-347.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cuenta sin verificar</text>\n</g>\n<!-- suspended&#45;&gt;client -->\n<g id=\"edge16\" class=\"edge\">\n<title>suspended&#45;&gt;client</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M910.84,-448.06C897.75,-452.5 884.06,-457 871.18,-461 815.19,-478.38 793.19,-464.33 744.12,-496.4 732.52,-503.98 721.58,-513.25 711.45,-523.3\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"709.78,-521.5 706.64,-528.22 713.29,-524.93 709.78,-521.5\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"807.65\" y=\"-509.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Recarga el perfil → Perfil</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"807.65\" y=\"-499.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cargado</text>\n</g>\n<!-- suspended&#45;&gt;profileFailed -->\n<g id=\"edge18\" class=\"edge\">\n<title>suspended&#45;&gt;profileFailed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1043.57,-446.15C1100.46,-464.54 1182.82,-491.18 1241.93,-510.29\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1240.89,-512.53 1248.31,-512.35 1242.4,-507.87 1240.89,-512.53\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1146.71\" y=\"-512.24\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Recarga el perfil → Falla al</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1146.71\" y=\"-501.44\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cargar el perfil</text>\n</g>\n<!-- profileFailed&#45;&gt;anonymous -->\n<g id=\"edge12\" class=\"edge\">\n<title>profileFailed&#45;&gt;anonymous</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1271.15,-662.28C1255.97,-689.41 1236.06,-714.96 1210.24,-732 1073.88,-821.98 567.33,-816.34 374.89,-810.72\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"375.1,-808.28 368.03,-810.52 374.95,-813.18 375.1,-808.28\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"807.65\" y=\"-845.25\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Inicia sesión (token nuevo) →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"807.65\" y=\"-834.45\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Token caducado o de otra</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"807.65\" y=\"-823.65\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">audiencia</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"807.65\" y=\"-812.85\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cierra sesión</text>\n</g>\n<!-- profileFailed&#45;&gt;ephemeral -->\n<g id=\"edge11\" class=\"edge\">\n<title>profileFailed&#45;&gt;ephemeral</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1382.63,-569.5C1439.63,-600.45 1522.22,-645.29 1581.35,-677.39\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1580.15,-679.53 1587.47,-680.72 1582.49,-675.23 1580.15,-679.53\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.77\" y=\"-671.31\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Inicia sesión (token nuevo) →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.77\" y=\"-660.51\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Token de cuenta sin verificar</text>\n</g>\n<!-- business&#45;&gt;anonymous -->\n<g id=\"edge15\" class=\"edge\">\n<title>business&#45;&gt;anonymous</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M571.71,-1115.68C559.77,-1102.87 546.48,-1091.02 532.12,-1081.8 483.13,-1050.36 449.46,-1087.65 405.06,-1050 372.89,-1022.72 350.27,-983.74 334.5,-945.01\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"336.85,-944.29 332,-938.68 332.3,-946.09 336.85,-944.29\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-1116.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Inicia sesión (token nuevo) →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-1106.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Token caducado o de otra</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-1095.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">audiencia</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"468.59\" y=\"-1084.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cierra sesión</text>\n</g>\n<!-- business&#45;&gt;ephemeral -->\n<g id=\"edge14\" class=\"edge\">\n<title>business&#45;&gt;ephemeral</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M704.62,-1224.84C868.93,-1250.52 1303.01,-1292.92 1549.3,-1078 1583.75,-1047.93 1611.95,-942.62 1630.41,-853.45\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1632.81,-853.98 1631.81,-846.63 1628.01,-852.99 1632.81,-853.98\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1146.71\" y=\"-1255.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Inicia sesión (token nuevo) →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1146.71\" y=\"-1245.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Token de cuenta sin verificar</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Entra como cliente",
     "happy": true,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Perfil cargado",
       "screen": "client"
      }
     ],
     "variants": 6,
     "tests": 42
    },
    {
     "id": "J02",
     "name": "Cierra sesión (en «Sesión de cliente»)",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Perfil cargado",
       "screen": "client"
      },
      {
       "label": "Cierra sesión",
       "screen": "anonymous"
      }
     ],
     "variants": 1,
     "tests": 4
    },
    {
     "id": "J03",
     "name": "Cierra sesión (en «Sin sesión (login)»)",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Cierra sesión",
       "screen": "anonymous"
      }
     ],
     "variants": 2,
     "tests": 5
    },
    {
     "id": "J04",
     "name": "El perfil queda suspendido",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Perfil cargado",
       "screen": "client"
      },
      {
       "label": "El perfil queda suspendido",
       "screen": "suspended"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J05",
     "name": "El perfil ya no existe (en «Sesión de cliente»)",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Perfil cargado",
       "screen": "client"
      },
      {
       "label": "Recarga el perfil → El perfil ya no existe",
       "screen": "anonymous"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J06",
     "name": "El perfil ya no existe (en «Sin sesión (login)»)",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → El perfil ya no existe",
       "screen": "anonymous"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J07",
     "name": "El promotor ya no existe",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → El promotor ya no existe",
       "screen": "anonymous"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J08",
     "name": "Falla al cargar el perfil (en «Inicio»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Token de cliente → Falla al cargar el perfil",
       "screen": "profileFailed"
      },
      {
       "label": "Inicia sesión (token nuevo) → Token caducado o de otra audiencia",
       "screen": "anonymous"
      }
     ],
     "variants": 3,
     "tests": 35
    },
    {
     "id": "J09",
     "name": "Falla al cargar el perfil (en «Sesión de cliente»)",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Perfil cargado",
       "screen": "client"
      },
      {
       "label": "Recarga el perfil → Falla al cargar el perfil",
       "screen": "profileFailed"
      }
     ],
     "variants": 3,
     "tests": 14
    },
    {
     "id": "J10",
     "name": "Falla al cargar el perfil (en «Sin sesión (login)»)",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Falla al cargar el perfil",
       "screen": "profileFailed"
      }
     ],
     "variants": 3,
     "tests": 14
    },
    {
     "id": "J11",
     "name": "Perfil cargado (en «Inicio»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Token de cliente → Perfil cargado",
       "screen": "client"
      },
      {
       "label": "Inicia sesión (token nuevo) → Token caducado o de otra audiencia",
       "screen": "anonymous"
      }
     ],
     "variants": 14,
     "tests": 89
    },
    {
     "id": "J12",
     "name": "Perfil cargado (en «Sesión de cliente»)",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Perfil cargado",
       "screen": "client"
      },
      {
       "label": "Recarga el perfil → Perfil cargado",
       "screen": "client"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J13",
     "name": "Perfil de promotor cargado (en «Inicio»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Token de cliente → Perfil de promotor cargado",
       "screen": "business"
      },
      {
       "label": "Inicia sesión (token nuevo) → Token caducado o de otra audiencia",
       "screen": "anonymous"
      }
     ],
     "variants": 3,
     "tests": 12
    },
    {
     "id": "J14",
     "name": "Perfil de promotor cargado (en «Sin sesión (login)»)",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Perfil de promotor cargado",
       "screen": "business"
      }
     ],
     "variants": 3,
     "tests": 6
    },
    {
     "id": "J15",
     "name": "Perfil suspendido (en «Inicio»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Token de cliente → Perfil suspendido",
       "screen": "suspended"
      },
      {
       "label": "Inicia sesión (token nuevo) → Token caducado o de otra audiencia",
       "screen": "anonymous"
      }
     ],
     "variants": 13,
     "tests": 45
    },
    {
     "id": "J16",
     "name": "Perfil suspendido (en «Sesión de cliente»)",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Perfil cargado",
       "screen": "client"
      },
      {
       "label": "Recarga el perfil → Perfil suspendido",
       "screen": "suspended"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J17",
     "name": "Perfil suspendido (en «Sin sesión (login)»)",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Perfil suspendido",
       "screen": "suspended"
      },
      {
       "label": "Recarga el perfil → Perfil cargado",
       "screen": "client"
      }
     ],
     "variants": 13,
     "tests": 22
    },
    {
     "id": "J18",
     "name": "Token caducado o de otra audiencia (en «Sesión de cliente»)",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Perfil cargado",
       "screen": "client"
      },
      {
       "label": "Inicia sesión (token nuevo) → Token caducado o de otra audiencia",
       "screen": "anonymous"
      }
     ],
     "variants": 1,
     "tests": 8
    },
    {
     "id": "J19",
     "name": "Token caducado o de otra audiencia (en «Sin sesión (login)»)",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Token caducado o de otra audiencia",
       "screen": "anonymous"
      }
     ],
     "variants": 1,
     "tests": 10
    },
    {
     "id": "J20",
     "name": "Token de cuenta sin verificar (en «Inicio»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Token de cliente → Token de cuenta sin verificar",
       "screen": "ephemeral"
      },
      {
       "label": "Inicia sesión (token nuevo) → Token caducado o de otra audiencia",
       "screen": "anonymous"
      }
     ],
     "variants": 3,
     "tests": 15
    },
    {
     "id": "J21",
     "name": "Token de cuenta sin verificar (en «Sesión de cliente»)",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Perfil cargado",
       "screen": "client"
      },
      {
       "label": "Inicia sesión (token nuevo) → Token de cuenta sin verificar",
       "screen": "ephemeral"
      }
     ],
     "variants": 1,
     "tests": 4
    },
    {
     "id": "J22",
     "name": "Token de cuenta sin verificar (en «Sin sesión (login)»)",
     "happy": false,
     "start": "anonymous",
     "steps": [
      {
       "label": "Inicia sesión (token nuevo) → Token de cuenta sin verificar",
       "screen": "ephemeral"
      }
     ],
     "variants": 4,
     "tests": 10
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       11,
       11
      ],
      "transitions": [
       20,
       20
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:10 UTC",
      "commit": "89c7d60"
     },
     {
      "level": "ui",
      "states": [
       11,
       11
      ],
      "transitions": [
       20,
       20
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:10 UTC",
      "commit": "89c7d60"
     }
    ],
    "routed": [
     {
      "key": "suspended",
      "route": "/"
     }
    ],
    "classes": []
   }
  },
  {
   "name": "login",
   "kind": "flow",
   "title": "Inicio de sesión",
   "machineId": "login",
   "description": "Inicio de sesión: correo y contraseña, errores de campo, alerta de fallo y destino al entrar.",
   "screens": [
    {
     "key": "editing",
     "title": "Iniciar sesión",
     "route": "/login",
     "happy": true,
     "final": false,
     "shot": "shots/login--editing.webp",
     "stays": [
      "Entra con datos inválidos: ve los errores"
     ]
    },
    {
     "key": "submitting",
     "title": "Iniciar sesión: entrando",
     "route": "/login",
     "happy": true,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "toVerification",
     "title": "Fin: verificar correo",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "toOrigin",
     "title": "Fin: donde iba (o inicio)",
     "route": null,
     "happy": true,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "toPersonalLoan",
     "title": "Fin: préstamo personal",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "toStoreApplication",
     "title": "Fin: solicitud en tienda",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"835pt\" height=\"288pt\"\n viewBox=\"0.00 0.00 835.00 288.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 284.2)\">\n<title>login&#45;pantallas</title>\n<!-- editing -->\n<g id=\"flow:login:editing\" class=\"node\">\n<title>editing</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120,-267.6C120,-267.6 12,-267.6 12,-267.6 6,-267.6 0,-261.6 0,-255.6 0,-255.6 0,-23.6 0,-23.6 0,-17.6 6,-11.6 12,-11.6 12,-11.6 120,-11.6 120,-11.6 126,-11.6 132,-17.6 132,-23.6 132,-23.6 132,-255.6 132,-255.6 132,-261.6 126,-267.6 120,-267.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-14.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Iniciar sesión</text>\n<image href=\"shots/login--editing.webp\" x=\"17.0\" y=\"-259.6\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- submitting -->\n<g id=\"flow:login:submitting\" class=\"node\">\n<title>submitting</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M462.56,-267.6C462.56,-267.6 354.56,-267.6 354.56,-267.6 348.56,-267.6 342.56,-261.6 342.56,-255.6 342.56,-255.6 342.56,-23.6 342.56,-23.6 342.56,-17.6 348.56,-11.6 354.56,-11.6 354.56,-11.6 462.56,-11.6 462.56,-11.6 468.56,-11.6 474.56,-17.6 474.56,-23.6 474.56,-23.6 474.56,-255.6 474.56,-255.6 474.56,-261.6 468.56,-267.6 462.56,-267.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"408.56\" y=\"-28.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Iniciar sesión:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"408.56\" y=\"-14.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">entrando</text>\n<rect x=\"359.6\" y=\"-259.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"408.6\" y=\"-153.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- editing&#45;&gt;submitting -->\n<g id=\"edge1\" class=\"edge\">\n<title>editing&#45;&gt;submitting</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M133.47,-139.6C189.85,-139.6 270.77,-139.6 330.07,-139.6\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"329.72,-142.05 336.72,-139.6 329.72,-137.15 329.72,-142.05\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"237.28\" y=\"-142.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Entra con correo y contraseña</text>\n</g>\n<!-- submitting&#45;&gt;editing -->\n<g id=\"edge4\" class=\"edge\">\n<title>submitting&#45;&gt;editing</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M341.25,-117.21C328.55,-113.79 315.25,-110.81 302.56,-109 245.12,-100.8 229.45,-100.8 172,-109 161.99,-110.43 151.6,-112.59 141.42,-115.11\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"140.94,-112.7 134.78,-116.83 142.17,-117.45 140.94,-112.7\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"237.28\" y=\"-122.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Correo o contraseña</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"237.28\" y=\"-111.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">incorrectos</text>\n</g>\n<!-- toVerification -->\n<g id=\"flow:login:toVerification\" class=\"node\">\n<title>toVerification</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M815.12,-280.2C815.12,-280.2 707.12,-280.2 707.12,-280.2 701.12,-280.2 695.12,-274.2 695.12,-268.2 695.12,-268.2 695.12,-249 695.12,-249 695.12,-243 701.12,-237 707.12,-237 707.12,-237 815.12,-237 815.12,-237 821.12,-237 827.12,-243 827.12,-249 827.12,-249 827.12,-268.2 827.12,-268.2 827.12,-274.2 821.12,-280.2 815.12,-280.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"761.12\" y=\"-253.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: verificar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"761.12\" y=\"-240.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">correo</text>\n<rect x=\"712.1\" y=\"-272.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"761.1\" y=\"-166.2\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- submitting&#45;&gt;toVerification -->\n<g id=\"edge2\" class=\"edge\">\n<title>submitting&#45;&gt;toVerification</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M475.94,-170.94C488.63,-176.47 501.91,-181.94 514.56,-186.6 571.43,-207.55 637.41,-226.62 686.65,-239.86\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"685.86,-242.18 693.25,-241.63 687.12,-237.45 685.86,-242.18\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"584.84\" y=\"-244.2\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Credenciales correctas →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"584.84\" y=\"-233.4\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Cuenta sin verificar</text>\n</g>\n<!-- toOrigin -->\n<g id=\"flow:login:toOrigin\" class=\"node\">\n<title>toOrigin</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M815.12,-201.2C815.12,-201.2 707.12,-201.2 707.12,-201.2 701.12,-201.2 695.12,-195.2 695.12,-189.2 695.12,-189.2 695.12,-170 695.12,-170 695.12,-164 701.12,-158 707.12,-158 707.12,-158 815.12,-158 815.12,-158 821.12,-158 827.12,-164 827.12,-170 827.12,-170 827.12,-189.2 827.12,-189.2 827.12,-195.2 821.12,-201.2 815.12,-201.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"761.12\" y=\"-174.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: donde iba (o</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"761.12\" y=\"-161.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">inicio)</text>\n<rect x=\"712.1\" y=\"-193.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"761.1\" y=\"-87.2\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- submitting&#45;&gt;toOrigin -->\n<g id=\"edge3\" class=\"edge\">\n<title>submitting&#45;&gt;toOrigin</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M475.91,-147.17C534.68,-153.88 620.52,-163.67 682.47,-170.74\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"682,-173.15 689.24,-171.51 682.56,-168.28 682,-173.15\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"584.84\" y=\"-169.36\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Credenciales correctas</text>\n</g>\n<!-- toPersonalLoan -->\n<g id=\"flow:login:toPersonalLoan\" class=\"node\">\n<title>toPersonalLoan</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M815.12,-122.2C815.12,-122.2 707.12,-122.2 707.12,-122.2 701.12,-122.2 695.12,-116.2 695.12,-110.2 695.12,-110.2 695.12,-91 695.12,-91 695.12,-85 701.12,-79 707.12,-79 707.12,-79 815.12,-79 815.12,-79 821.12,-79 827.12,-85 827.12,-91 827.12,-91 827.12,-110.2 827.12,-110.2 827.12,-116.2 821.12,-122.2 815.12,-122.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"761.12\" y=\"-95.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: préstamo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"761.12\" y=\"-82.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">personal</text>\n<rect x=\"712.1\" y=\"-114.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"761.1\" y=\"-8.2\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- submitting&#45;&gt;toPersonalLoan -->\n<g id=\"edge5\" class=\"edge\">\n<title>submitting&#45;&gt;toPersonalLoan</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M475.81,-120.71C488.58,-117.67 501.92,-114.9 514.56,-113 571.82,-104.39 637.35,-101.42 686.31,-100.53\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"686.16,-102.99 693.12,-100.43 686.08,-98.09 686.16,-102.99\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"584.84\" y=\"-126.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Credenciales correctas → Venía</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"584.84\" y=\"-115.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">a un préstamo personal</text>\n</g>\n<!-- toStoreApplication -->\n<g id=\"flow:login:toStoreApplication\" class=\"node\">\n<title>toStoreApplication</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M815.12,-43.2C815.12,-43.2 707.12,-43.2 707.12,-43.2 701.12,-43.2 695.12,-37.2 695.12,-31.2 695.12,-31.2 695.12,-12 695.12,-12 695.12,-6 701.12,0 707.12,0 707.12,0 815.12,0 815.12,0 821.12,0 827.12,-6 827.12,-12 827.12,-12 827.12,-31.2 827.12,-31.2 827.12,-37.2 821.12,-43.2 815.12,-43.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"761.12\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: solicitud en</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"761.12\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">tienda</text>\n<rect x=\"712.1\" y=\"-35.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"761.1\" y=\"70.8\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- submitting&#45;&gt;toStoreApplication -->\n<g id=\"edge6\" class=\"edge\">\n<title>submitting&#45;&gt;toStoreApplication</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M475.82,-90.98C488.25,-83.43 501.46,-76.36 514.56,-71 569.93,-48.33 636.72,-35.76 686.66,-28.98\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"686.71,-31.44 693.33,-28.1 686.07,-26.58 686.71,-31.44\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"584.84\" y=\"-84.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Credenciales correctas → Venía</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"584.84\" y=\"-73.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">de una tienda</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Inicia sesión",
     "happy": true,
     "start": "editing",
     "steps": [
      {
       "label": "Entra con correo y contraseña",
       "screen": "submitting"
      },
      {
       "label": "Credenciales correctas",
       "screen": "toOrigin"
      }
     ],
     "variants": 1,
     "tests": 76
    },
    {
     "id": "J02",
     "name": "Correo o contraseña incorrectos",
     "happy": false,
     "start": "editing",
     "steps": [
      {
       "label": "Entra con correo y contraseña",
       "screen": "submitting"
      },
      {
       "label": "Correo o contraseña incorrectos",
       "screen": "editing"
      }
     ],
     "variants": 0,
     "tests": 8
    },
    {
     "id": "J03",
     "name": "Cuenta sin verificar",
     "happy": false,
     "start": "editing",
     "steps": [
      {
       "label": "Entra con correo y contraseña",
       "screen": "submitting"
      },
      {
       "label": "Credenciales correctas → Cuenta sin verificar",
       "screen": "toVerification"
      }
     ],
     "variants": 0,
     "tests": 8
    },
    {
     "id": "J04",
     "name": "Entra con datos inválidos: ve los errores",
     "happy": false,
     "start": "editing",
     "steps": [
      {
       "label": "Entra con datos inválidos: ve los errores",
       "screen": "editing"
      }
     ],
     "variants": 1,
     "tests": 104
    },
    {
     "id": "J05",
     "name": "Venía a un préstamo personal",
     "happy": false,
     "start": "editing",
     "steps": [
      {
       "label": "Entra con correo y contraseña",
       "screen": "submitting"
      },
      {
       "label": "Credenciales correctas → Venía a un préstamo personal",
       "screen": "toPersonalLoan"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J06",
     "name": "Venía de una tienda",
     "happy": false,
     "start": "editing",
     "steps": [
      {
       "label": "Entra con correo y contraseña",
       "screen": "submitting"
      },
      {
       "label": "Credenciales correctas → Venía de una tienda",
       "screen": "toStoreApplication"
      }
     ],
     "variants": 0,
     "tests": 2
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       7,
       7
      ],
      "transitions": [
       10,
       10
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:10 UTC",
      "commit": "89c7d60"
     },
     {
      "level": "ui",
      "states": [
       7,
       7
      ],
      "transitions": [
       10,
       10
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:10 UTC",
      "commit": "89c7d60"
     }
    ],
    "routed": [
     {
      "key": "editing",
      "route": "/login"
     },
     {
      "key": "submitting",
      "route": "/login"
     }
    ],
    "classes": [
     {
      "level": "machine",
      "kind": "walks",
      "covered": [
       "tabla login.email empty: \"\"",
       "tabla login.email format:con espacio: \"ana @correo.mx\"",
       "tabla login.email format:sin arroba: \"ana.correo.mx\"",
       "tabla login.email format:sin dominio: \"ana@correo\"",
       "tabla login.email format:solo espacios: \"   \"",
       "tabla login.email format:válido: \"ana.luisa@correo.com.mx\"",
       "tabla login.password empty: \"\"",
       "tabla login.password min: \"x\"",
       "tabla refusal HTTP 401",
       "tabla refusal HTTP 429",
       "tabla refusal HTTP 500",
       "tabla refusal INVALID_CREDENTIALS",
       "tabla refusal TOO_MANY_ATTEMPTS",
       "tabla refusal sin respuesta"
      ],
      "missing": [],
      "run": "89c7d60 2026-11-29 21:10 UTC",
      "commit": "89c7d60"
     }
    ]
   }
  },
  {
   "name": "alert",
   "kind": "flow",
   "title": "Alertas",
   "machineId": "alert",
   "description": "Alerta global (toast): mostrar, reemplazar, cerrar y ocultar al vencer su temporizador.",
   "screens": [
    {
     "key": "idle",
     "title": "Sin alerta",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "showing",
     "title": "Alerta visible",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": [
      "Aparece una alerta"
     ]
    }
   ],
   "flowSvg": "<svg width=\"470pt\" height=\"264pt\"\n viewBox=\"0.00 0.00 470.00 264.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 260)\">\n<title>alert&#45;pantallas</title>\n<!-- idle -->\n<g id=\"flow:alert:idle\" class=\"node\">\n<title>idle</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120,-256C120,-256 12,-256 12,-256 6,-256 0,-250 0,-244 0,-244 0,-12 0,-12 0,-6 6,0 12,0 12,0 120,0 120,0 126,0 132,-6 132,-12 132,-12 132,-244 132,-244 132,-250 126,-256 120,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Sin alerta</text>\n<rect x=\"17.0\" y=\"-248.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"66.0\" y=\"-142.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- showing -->\n<g id=\"flow:alert:showing\" class=\"node\">\n<title>showing</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M449.56,-256C449.56,-256 341.56,-256 341.56,-256 335.56,-256 329.56,-250 329.56,-244 329.56,-244 329.56,-12 329.56,-12 329.56,-6 335.56,0 341.56,0 341.56,0 449.56,0 449.56,0 455.56,0 461.56,-6 461.56,-12 461.56,-12 461.56,-244 461.56,-244 461.56,-250 455.56,-256 449.56,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"395.56\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Alerta visible</text>\n<rect x=\"346.6\" y=\"-248.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"395.6\" y=\"-142.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- idle&#45;&gt;showing -->\n<g id=\"edge1\" class=\"edge\">\n<title>idle&#45;&gt;showing</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M133.29,-128C186.37,-128 260.93,-128 316.82,-128\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"316.55,-130.45 323.55,-128 316.55,-125.55 316.55,-130.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"230.78\" y=\"-130.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Aparece una alerta</text>\n</g>\n<!-- showing&#45;&gt;idle -->\n<g id=\"edge2\" class=\"edge\">\n<title>showing&#45;&gt;idle</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M328.18,-97.53C315.6,-92.99 302.36,-89.03 289.56,-86.6 238.23,-76.85 223.33,-76.85 172,-86.6 161.9,-88.52 151.53,-91.39 141.42,-94.74\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"140.62,-92.43 134.81,-97.03 142.23,-97.06 140.62,-92.43\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"230.78\" y=\"-110.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Se oculta sola al vencer su</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"230.78\" y=\"-100.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">tiempo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"230.78\" y=\"-89.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• La cierra</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Aparece una alerta",
     "happy": false,
     "start": "idle",
     "steps": [
      {
       "label": "Aparece una alerta",
       "screen": "showing"
      },
      {
       "label": "Aparece una alerta",
       "screen": "showing"
      }
     ],
     "variants": 0,
     "tests": 16
    },
    {
     "id": "J02",
     "name": "La cierra",
     "happy": false,
     "start": "idle",
     "steps": [
      {
       "label": "Aparece una alerta",
       "screen": "showing"
      },
      {
       "label": "La cierra",
       "screen": "idle"
      },
      {
       "label": "Aparece una alerta",
       "screen": "showing"
      }
     ],
     "variants": 0,
     "tests": 16
    },
    {
     "id": "J03",
     "name": "Se oculta sola al vencer su tiempo",
     "happy": false,
     "start": "idle",
     "steps": [
      {
       "label": "Aparece una alerta",
       "screen": "showing"
      },
      {
       "label": "Se oculta sola al vencer su tiempo",
       "screen": "idle"
      }
     ],
     "variants": 0,
     "tests": 4
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       2,
       2
      ],
      "transitions": [
       4,
       4
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:12 UTC",
      "commit": "89c7d60"
     },
     {
      "level": "ui",
      "states": [
       2,
       2
      ],
      "transitions": [
       4,
       4
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:10 UTC",
      "commit": "89c7d60"
     }
    ],
    "routed": [],
    "classes": []
   }
  },
  {
   "name": "password",
   "kind": "flow",
   "title": "Recuperar contraseña",
   "machineId": "password",
   "description": "Recuperar y restablecer la contraseña: correo de recuperación, enlace con token, nueva contraseña con confirmación, aviso y redirección a los 5 s.",
   "screens": [
    {
     "key": "forgot.editing",
     "title": "Olvidé mi contraseña",
     "route": "/olvide-contrasena",
     "happy": true,
     "final": false,
     "shot": "shots/password--forgot.editing.webp",
     "stays": [
      "Envía con datos inválidos: ve los errores"
     ]
    },
    {
     "key": "forgot.sending",
     "title": "Olvidé mi contraseña: enviando",
     "route": "/olvide-contrasena",
     "happy": false,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "forgot.sent",
     "title": "Correo de recuperación enviado",
     "route": "/olvide-contrasena",
     "happy": true,
     "final": false,
     "shot": "shots/password--forgot.sent.webp",
     "stays": []
    },
    {
     "key": "reset.editing",
     "title": "Nueva contraseña",
     "route": "/olvide-contrasena/recuperar-contrasena",
     "happy": false,
     "final": false,
     "shot": "shots/password--reset.editing.webp",
     "stays": []
    },
    {
     "key": "reset.submitting",
     "title": "Nueva contraseña: guardando",
     "route": "/olvide-contrasena/recuperar-contrasena",
     "happy": false,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "reset.succeeded",
     "title": "Contraseña cambiada",
     "route": "/olvide-contrasena/recuperar-contrasena",
     "happy": false,
     "final": false,
     "shot": "shots/password--reset.succeeded.webp",
     "stays": []
    },
    {
     "key": "toVerification",
     "title": "Fin: verificar correo",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "toHome",
     "title": "Fin: inicio",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "toApplication",
     "title": "Fin: continúa su solicitud",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"1138pt\" height=\"639pt\"\n viewBox=\"0.00 0.00 1138.00 639.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 635)\">\n<title>password&#45;pantallas</title>\n<!-- forgot.editing -->\n<g id=\"flow:password:forgot.editing\" class=\"node\">\n<title>forgot.editing</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M455.57,-564C455.57,-564 347.57,-564 347.57,-564 341.57,-564 335.57,-558 335.57,-552 335.57,-552 335.57,-320 335.57,-320 335.57,-314 341.57,-308 347.57,-308 347.57,-308 455.57,-308 455.57,-308 461.57,-308 467.57,-314 467.57,-320 467.57,-320 467.57,-552 467.57,-552 467.57,-558 461.57,-564 455.57,-564\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"401.57\" y=\"-324.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Olvidé mi</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"401.57\" y=\"-311.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">contraseña</text>\n<image href=\"shots/password--forgot.editing.webp\" x=\"352.6\" y=\"-556.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- forgot.sending -->\n<g id=\"flow:password:forgot.sending\" class=\"node\">\n<title>forgot.sending</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M800.14,-631C800.14,-631 692.14,-631 692.14,-631 686.14,-631 680.14,-625 680.14,-619 680.14,-619 680.14,-387 680.14,-387 680.14,-381 686.14,-375 692.14,-375 692.14,-375 800.14,-375 800.14,-375 806.14,-375 812.14,-381 812.14,-387 812.14,-387 812.14,-619 812.14,-619 812.14,-625 806.14,-631 800.14,-631\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"746.14\" y=\"-404.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Olvidé mi</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"746.14\" y=\"-391.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">contraseña:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"746.14\" y=\"-378.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">enviando</text>\n<rect x=\"697.1\" y=\"-623.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"746.1\" y=\"-517.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- forgot.editing&#45;&gt;forgot.sending -->\n<g id=\"edge1\" class=\"edge\">\n<title>forgot.editing&#45;&gt;forgot.sending</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M469.06,-453.23C481.81,-456.31 495.08,-459.38 507.57,-462 562.25,-473.47 624.5,-484.13 671.56,-491.7\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"671.07,-494.1 678.37,-492.79 671.85,-489.26 671.07,-494.1\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"573.86\" y=\"-488.64\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Pide el correo de recuperación</text>\n</g>\n<!-- forgot.sending&#45;&gt;forgot.editing -->\n<g id=\"edge2\" class=\"edge\">\n<title>forgot.sending&#45;&gt;forgot.editing</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M679.9,-449.96C667.36,-442.32 653.85,-435.63 640.14,-431.4 587.43,-415.14 524.97,-417.12 477.32,-422.72\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"477.05,-420.29 470.41,-423.58 477.66,-425.15 477.05,-420.29\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"573.86\" y=\"-444.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Falla al enviar el correo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"573.86\" y=\"-434.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Correo no registrado</text>\n</g>\n<!-- forgot.sent -->\n<g id=\"flow:password:forgot.sent\" class=\"node\">\n<title>forgot.sent</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1117.71,-576C1117.71,-576 1009.71,-576 1009.71,-576 1003.71,-576 997.71,-570 997.71,-564 997.71,-564 997.71,-332 997.71,-332 997.71,-326 1003.71,-320 1009.71,-320 1009.71,-320 1117.71,-320 1117.71,-320 1123.71,-320 1129.71,-326 1129.71,-332 1129.71,-332 1129.71,-564 1129.71,-564 1129.71,-570 1123.71,-576 1117.71,-576\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1063.71\" y=\"-349.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Correo de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1063.71\" y=\"-336.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">recuperación</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1063.71\" y=\"-323.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">enviado</text>\n<image href=\"shots/password--forgot.sent.webp\" x=\"1014.7\" y=\"-568.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- forgot.sending&#45;&gt;forgot.sent -->\n<g id=\"edge3\" class=\"edge\">\n<title>forgot.sending&#45;&gt;forgot.sent</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M812.53,-491.6C863.7,-482.69 934.89,-470.28 988.25,-460.98\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"988.35,-463.45 994.83,-459.83 987.51,-458.62 988.35,-463.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"904.92\" y=\"-486.34\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Correo enviado</text>\n</g>\n<!-- forgot.sent&#45;&gt;forgot.editing -->\n<g id=\"edge4\" class=\"edge\">\n<title>forgot.sent&#45;&gt;forgot.editing</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M996.3,-412.77C947.02,-388.7 877.35,-358.94 812.14,-346.2 694.48,-323.21 558.71,-366.96 476.82,-401.1\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"475.96,-398.81 470.46,-403.78 477.86,-403.32 475.96,-398.81\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"746.14\" y=\"-348.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cambia el correo</text>\n</g>\n<!-- reset.editing -->\n<g id=\"flow:password:reset.editing\" class=\"node\">\n<title>reset.editing</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M120,-323C120,-323 12,-323 12,-323 6,-323 0,-317 0,-311 0,-311 0,-79 0,-79 0,-73 6,-67 12,-67 12,-67 120,-67 120,-67 126,-67 132,-73 132,-79 132,-79 132,-311 132,-311 132,-317 126,-323 120,-323\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-70.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Nueva contraseña</text>\n<image href=\"shots/password--reset.editing.webp\" x=\"17.0\" y=\"-315.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- reset.editing&#45;&gt;forgot.editing -->\n<g id=\"edge5\" class=\"edge\">\n<title>reset.editing&#45;&gt;forgot.editing</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M132.11,-242.04C188.25,-282.6 269.24,-341.11 327.56,-383.25\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"325.87,-385.05 332.98,-387.16 328.74,-381.08 325.87,-385.05\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.79\" y=\"-371.55\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.79\" y=\"-360.75\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Pide un enlace nuevo</text>\n</g>\n<!-- reset.submitting -->\n<g id=\"flow:password:reset.submitting\" class=\"node\">\n<title>reset.submitting</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M455.57,-271C455.57,-271 347.57,-271 347.57,-271 341.57,-271 335.57,-265 335.57,-259 335.57,-259 335.57,-27 335.57,-27 335.57,-21 341.57,-15 347.57,-15 347.57,-15 455.57,-15 455.57,-15 461.57,-15 467.57,-21 467.57,-27 467.57,-27 467.57,-259 467.57,-259 467.57,-265 461.57,-271 455.57,-271\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"401.57\" y=\"-31.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Nueva contraseña:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"401.57\" y=\"-18.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">guardando</text>\n<rect x=\"352.6\" y=\"-263.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"401.6\" y=\"-157.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- reset.editing&#45;&gt;reset.submitting -->\n<g id=\"edge6\" class=\"edge\">\n<title>reset.editing&#45;&gt;reset.submitting</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M132.11,-184.85C188.15,-176.11 268.97,-163.52 327.27,-154.43\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"327.31,-156.9 333.85,-153.4 326.56,-152.06 327.31,-156.9\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.79\" y=\"-180.88\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Guarda la contraseña nueva</text>\n</g>\n<!-- reset.submitting&#45;&gt;reset.editing -->\n<g id=\"edge7\" class=\"edge\">\n<title>reset.submitting&#45;&gt;reset.editing</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M335.11,-134.71C288.9,-130.81 225.86,-129.42 172,-142.2 161.3,-144.74 150.44,-148.55 139.98,-152.99\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"139.24,-150.64 133.82,-155.71 141.22,-155.12 139.24,-150.64\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.79\" y=\"-144.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Enlace caducado o falla</text>\n</g>\n<!-- reset.succeeded -->\n<g id=\"flow:password:reset.succeeded\" class=\"node\">\n<title>reset.succeeded</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M800.14,-256C800.14,-256 692.14,-256 692.14,-256 686.14,-256 680.14,-250 680.14,-244 680.14,-244 680.14,-12 680.14,-12 680.14,-6 686.14,0 692.14,0 692.14,0 800.14,0 800.14,0 806.14,0 812.14,-6 812.14,-12 812.14,-12 812.14,-244 812.14,-244 812.14,-250 806.14,-256 800.14,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"746.14\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Contraseña</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"746.14\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">cambiada</text>\n<image href=\"shots/password--reset.succeeded.webp\" x=\"697.1\" y=\"-248.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- reset.submitting&#45;&gt;reset.succeeded -->\n<g id=\"edge8\" class=\"edge\">\n<title>reset.submitting&#45;&gt;reset.succeeded</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M467.82,-140.14C525.94,-137.6 610.93,-133.88 671.48,-131.23\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"671.46,-133.68 678.34,-130.93 671.24,-128.78 671.46,-133.68\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"573.86\" y=\"-140.85\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Contraseña cambiada</text>\n</g>\n<!-- toVerification -->\n<g id=\"flow:password:toVerification\" class=\"node\">\n<title>toVerification</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M1117.71,-228.6C1117.71,-228.6 1009.71,-228.6 1009.71,-228.6 1003.71,-228.6 997.71,-222.6 997.71,-216.6 997.71,-216.6 997.71,-197.4 997.71,-197.4 997.71,-191.4 1003.71,-185.4 1009.71,-185.4 1009.71,-185.4 1117.71,-185.4 1117.71,-185.4 1123.71,-185.4 1129.71,-191.4 1129.71,-197.4 1129.71,-197.4 1129.71,-216.6 1129.71,-216.6 1129.71,-222.6 1123.71,-228.6 1117.71,-228.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1063.71\" y=\"-201.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: verificar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1063.71\" y=\"-188.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">correo</text>\n<rect x=\"1014.7\" y=\"-220.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1063.7\" y=\"-114.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- reset.succeeded&#45;&gt;toVerification -->\n<g id=\"edge9\" class=\"edge\">\n<title>reset.succeeded&#45;&gt;toVerification</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M812.5,-147.99C825.59,-151.79 839.27,-155.64 852.14,-159 897.45,-170.84 948.67,-182.55 989.24,-191.44\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"988.63,-193.82 995.99,-192.92 989.68,-189.03 988.63,-193.82\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"904.92\" y=\"-219.02\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continuar → Cuenta sin</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"904.92\" y=\"-208.22\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">verificar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"904.92\" y=\"-197.42\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Pasan 5 s → Cuenta sin</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"904.92\" y=\"-186.62\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">verificar</text>\n</g>\n<!-- toHome -->\n<g id=\"flow:password:toHome\" class=\"node\">\n<title>toHome</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M1117.71,-149.6C1117.71,-149.6 1009.71,-149.6 1009.71,-149.6 1003.71,-149.6 997.71,-143.6 997.71,-137.6 997.71,-137.6 997.71,-118.4 997.71,-118.4 997.71,-112.4 1003.71,-106.4 1009.71,-106.4 1009.71,-106.4 1117.71,-106.4 1117.71,-106.4 1123.71,-106.4 1129.71,-112.4 1129.71,-118.4 1129.71,-118.4 1129.71,-137.6 1129.71,-137.6 1129.71,-143.6 1123.71,-149.6 1117.71,-149.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1063.71\" y=\"-109.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: inicio</text>\n<rect x=\"1014.7\" y=\"-141.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1063.7\" y=\"-35.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- reset.succeeded&#45;&gt;toHome -->\n<g id=\"edge10\" class=\"edge\">\n<title>reset.succeeded&#45;&gt;toHome</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M812.53,-128C863.94,-128 935.55,-128 988.99,-128\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"988.89,-130.45 995.89,-128 988.89,-125.55 988.89,-130.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"904.92\" y=\"-141.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continuar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"904.92\" y=\"-130.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Pasan 5 s</text>\n</g>\n<!-- toApplication -->\n<g id=\"flow:password:toApplication\" class=\"node\">\n<title>toApplication</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M1117.71,-65.6C1117.71,-65.6 1009.71,-65.6 1009.71,-65.6 1003.71,-65.6 997.71,-59.6 997.71,-53.6 997.71,-53.6 997.71,-34.4 997.71,-34.4 997.71,-28.4 1003.71,-22.4 1009.71,-22.4 1009.71,-22.4 1117.71,-22.4 1117.71,-22.4 1123.71,-22.4 1129.71,-28.4 1129.71,-34.4 1129.71,-34.4 1129.71,-53.6 1129.71,-53.6 1129.71,-59.6 1123.71,-65.6 1117.71,-65.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1063.71\" y=\"-38.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: continúa su</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1063.71\" y=\"-25.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">solicitud</text>\n<rect x=\"1014.7\" y=\"-57.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1063.7\" y=\"48.4\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- reset.succeeded&#45;&gt;toApplication -->\n<g id=\"edge11\" class=\"edge\">\n<title>reset.succeeded&#45;&gt;toApplication</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M812.5,-91.63C825.35,-85.6 838.94,-79.97 852.14,-75.8 896.51,-61.8 948.13,-53.88 989.16,-49.45\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"989.27,-51.9 995.98,-48.74 988.76,-47.03 989.27,-51.9\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"904.92\" y=\"-110.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continuar → Tenía una</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"904.92\" y=\"-100.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">solicitud pendiente</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"904.92\" y=\"-89.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Pasan 5 s → Tenía una</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"904.92\" y=\"-78.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">solicitud pendiente</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Recupera y cambia la contraseña",
     "happy": true,
     "start": "forgot.editing",
     "steps": [],
     "variants": 1,
     "tests": 13
    },
    {
     "id": "J02",
     "name": "Atrás del navegador",
     "happy": false,
     "start": "reset.editing",
     "steps": [
      {
       "label": "Atrás del navegador",
       "screen": "forgot.editing"
      }
     ],
     "variants": 0,
     "tests": 9
    },
    {
     "id": "J03",
     "name": "Envía con datos inválidos: ve los errores",
     "happy": false,
     "start": "forgot.editing",
     "steps": [
      {
       "label": "Envía con datos inválidos: ve los errores",
       "screen": "forgot.editing"
      }
     ],
     "variants": 1,
     "tests": 3
    },
    {
     "id": "J04",
     "name": "Guarda la contraseña nueva",
     "happy": false,
     "start": "reset.editing",
     "steps": [
      {
       "label": "Guarda la contraseña nueva",
       "screen": "reset.submitting"
      },
      {
       "label": "Enlace caducado o falla",
       "screen": "reset.editing"
      }
     ],
     "variants": 6,
     "tests": 19
    },
    {
     "id": "J05",
     "name": "Pide el correo de recuperación",
     "happy": false,
     "start": "forgot.editing",
     "steps": [
      {
       "label": "Pide el correo de recuperación",
       "screen": "forgot.sending"
      },
      {
       "label": "Correo enviado",
       "screen": "forgot.sent"
      },
      {
       "label": "Cambia el correo",
       "screen": "forgot.editing"
      }
     ],
     "variants": 3,
     "tests": 5
    },
    {
     "id": "J06",
     "name": "Pide un enlace nuevo",
     "happy": false,
     "start": "reset.editing",
     "steps": [
      {
       "label": "Pide un enlace nuevo",
       "screen": "forgot.editing"
      },
      {
       "label": "Pide el correo de recuperación",
       "screen": "forgot.sending"
      },
      {
       "label": "Correo enviado",
       "screen": "forgot.sent"
      },
      {
       "label": "Cambia el correo",
       "screen": "forgot.editing"
      }
     ],
     "variants": 6,
     "tests": 19
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       13,
       13
      ],
      "transitions": [
       23,
       23
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:12 UTC",
      "commit": "89c7d60"
     },
     {
      "level": "ui",
      "states": [
       13,
       13
      ],
      "transitions": [
       23,
       23
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:09 UTC",
      "commit": "89c7d60"
     }
    ],
    "routed": [
     {
      "key": "forgot.editing",
      "route": "/olvide-contrasena"
     },
     {
      "key": "forgot.sending",
      "route": "/olvide-contrasena"
     },
     {
      "key": "forgot.sent",
      "route": "/olvide-contrasena"
     },
     {
      "key": "reset.editing",
      "route": "/olvide-contrasena/recuperar-contrasena"
     },
     {
      "key": "reset.submitting",
      "route": "/olvide-contrasena/recuperar-contrasena"
     },
     {
      "key": "reset.succeeded",
      "route": "/olvide-contrasena/recuperar-contrasena"
     }
    ],
    "classes": [
     {
      "level": "machine",
      "kind": "walks",
      "covered": [
       "tabla forgot.email empty: \"\"",
       "tabla forgot.email format:sin arroba: \"ana.correo.mx\"",
       "tabla forgot.email format:sin dominio: \"ana@correo\"",
       "tabla forgot.email format:válido: \"ana@correo.mx\"",
       "tabla reset.confirmation different: \"NuevaClave2025\" con password \"NuevaClave2026\"",
       "tabla reset.confirmation empty: \"\" con password \"NuevaClave2026\"",
       "tabla reset.confirmation same: \"NuevaClave2026\" con password \"NuevaClave2026\"",
       "tabla reset.password below-min: \"Clave26\"",
       "tabla reset.password empty: \"\"",
       "tabla reset.password min: \"Clave202\""
      ],
      "missing": [],
      "run": "89c7d60 2026-11-29 21:12 UTC",
      "commit": "89c7d60"
     },
     {
      "level": "ui",
      "kind": "walks",
      "covered": [
       "tabla forgot.email empty: \"\"",
       "tabla forgot.email format:sin arroba: \"ana.correo.mx\"",
       "tabla forgot.email format:sin dominio: \"ana@correo\"",
       "tabla forgot.email format:válido: \"ana@correo.mx\"",
       "tabla reset.confirmation different: \"NuevaClave2025\" con password \"NuevaClave2026\"",
       "tabla reset.confirmation empty: \"\" con password \"NuevaClave2026\"",
       "tabla reset.confirmation same: \"NuevaClave2026\" con password \"NuevaClave2026\"",
       "tabla reset.password below-min: \"Clave26\"",
       "tabla reset.password empty: \"\"",
       "tabla reset.password min: \"Clave202\""
      ],
      "missing": [],
      "run": "89c7d60 2026-11-29 21:09 UTC",
      "commit": "89c7d60"
     }
    ]
   }
  },
  {
   "name": "signup",
   "kind": "flow",
   "title": "Registro",
   "machineId": "signup",
   "description": "Registro: cuenta y disponibilidad, datos personales con CURP o a mano, creación, código de activación con reenvío a los 60 s, cambio de correo y cuenta completada.",
   "screens": [
    {
     "key": "account",
     "title": "Crear cuenta",
     "route": "/crear-cuenta",
     "happy": true,
     "final": false,
     "shot": "shots/signup--account.webp",
     "stays": [
      "Continúa con datos inválidos: ve los errores",
      "Continúa con correo, teléfono y contraseña → Falla al verificar la cuenta",
      "Continúa con correo, teléfono y contraseña → Correo o teléfono ya registrado"
     ]
    },
    {
     "key": "personalData.curp.curpSearch",
     "title": "Datos personales: buscar CURP",
     "route": "/crear-cuenta/datos-personales",
     "happy": true,
     "final": false,
     "shot": "shots/signup--personalData.curp.curpSearch.webp",
     "stays": [
      "Busca con un CURP inválido: ve el error",
      "Busca su CURP → CURP ya registrado",
      "Busca su CURP → Falla al buscar el CURP"
     ]
    },
    {
     "key": "personalData",
     "title": "Datos personales",
     "route": "/crear-cuenta/datos-personales",
     "happy": false,
     "final": false,
     "shot": "shots/signup--personalData.curp.curpFound.webp",
     "stays": []
    },
    {
     "key": "personalData.manual",
     "title": "Datos personales: captura manual (Sin CURP)",
     "route": "/crear-cuenta/datos-personales",
     "happy": false,
     "final": false,
     "shot": "shots/signup--personalData.manual.webp",
     "stays": [
      "Crea la cuenta con datos inválidos: ve los errores",
      "Acepta términos y crea la cuenta → Correo o teléfono ya registrado",
      "Acepta términos y crea la cuenta → CURP o RFC ya registrado",
      "Acepta términos y crea la cuenta → Falla al crear la cuenta"
     ]
    },
    {
     "key": "personalData.curp.nonMexican",
     "title": "Datos personales: nacido en el extranjero",
     "route": "/crear-cuenta/datos-personales",
     "happy": false,
     "final": false,
     "shot": "shots/signup--personalData.curp.nonMexican.webp",
     "stays": []
    },
    {
     "key": "personalData.curp.curpFound",
     "title": "Datos personales: CURP encontrado",
     "route": "/crear-cuenta/datos-personales",
     "happy": true,
     "final": false,
     "shot": "shots/signup--personalData.curp.curpFound.webp",
     "stays": [
      "Crea la cuenta con datos inválidos: ve los errores",
      "Acepta términos y crea la cuenta → Correo o teléfono ya registrado",
      "Acepta términos y crea la cuenta → CURP o RFC ya registrado",
      "Acepta términos y crea la cuenta → Falla al crear la cuenta"
     ]
    },
    {
     "key": "verification",
     "title": "Verificar correo",
     "route": "/crear-cuenta/verificar",
     "happy": true,
     "final": false,
     "shot": "shots/signup--verification.webp",
     "stays": [
      "Envía un código incompleto: ve el error",
      "Puede reenviar el código",
      "Reenvía el código",
      "Código reenviado",
      "Aún no puede reenviar",
      "Falla al reenviar",
      "Envía el código → Código incorrecto",
      "Envía el código → Falla al activar"
     ]
    },
    {
     "key": "updateEmail",
     "title": "Cambiar correo",
     "route": "/crear-cuenta/actualizar-correo",
     "happy": false,
     "final": false,
     "shot": "shots/signup--updateEmail.webp",
     "stays": [
      "Guarda un correo inválido: ve el error",
      "Guarda el correo nuevo → Correo ya registrado",
      "Guarda el correo nuevo → Falla al cambiar el correo"
     ]
    },
    {
     "key": "completed",
     "title": "Cuenta completada",
     "route": "/crear-cuenta/completada",
     "happy": true,
     "final": false,
     "shot": "shots/signup--completed.webp",
     "stays": []
    },
    {
     "key": "toHome",
     "title": "Fin: inicio",
     "route": null,
     "happy": true,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "toApplication",
     "title": "Fin: continúa su solicitud",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"2158pt\" height=\"929pt\"\n viewBox=\"0.00 0.00 2158.00 929.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 925.17)\">\n<title>signup&#45;pantallas</title>\n<!-- account -->\n<g id=\"flow:signup:account\" class=\"node\">\n<title>account</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120,-691C120,-691 12,-691 12,-691 6,-691 0,-685 0,-679 0,-679 0,-447 0,-447 0,-441 6,-435 12,-435 12,-435 120,-435 120,-435 126,-435 132,-441 132,-447 132,-447 132,-679 132,-679 132,-685 126,-691 120,-691\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-438.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Crear cuenta</text>\n<image href=\"shots/signup--account.webp\" x=\"17.0\" y=\"-683.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- personalData.curp.curpSearch -->\n<g id=\"flow:signup:personalData.curp.curpSearch\" class=\"node\">\n<title>personalData.curp.curpSearch</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M476.57,-518C476.57,-518 368.57,-518 368.57,-518 362.57,-518 356.57,-512 356.57,-506 356.57,-506 356.57,-274 356.57,-274 356.57,-268 362.57,-262 368.57,-262 368.57,-262 476.57,-262 476.57,-262 482.57,-262 488.57,-268 488.57,-274 488.57,-274 488.57,-506 488.57,-506 488.57,-512 482.57,-518 476.57,-518\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-278.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Datos personales:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-265.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">buscar CURP</text>\n<image href=\"shots/signup--personalData.curp.curpSearch.webp\" x=\"373.6\" y=\"-510.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- account&#45;&gt;personalData.curp.curpSearch -->\n<g id=\"edge1\" class=\"edge\">\n<title>account&#45;&gt;personalData.curp.curpSearch</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M133.34,-534.14C146.1,-528.86 159.41,-523.52 172,-518.8 235.36,-495.03 256.8,-502.74 316.57,-471 326.4,-465.78 336.27,-459.63 345.81,-453.11\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"347.2,-455.12 351.51,-449.09 344.38,-451.12 347.2,-455.12\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-553.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continúa con correo, teléfono</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-543.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">y contraseña → Correo y</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-532.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">teléfono disponibles</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-521.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Adelante del navegador</text>\n</g>\n<!-- personalData.manual -->\n<g id=\"flow:signup:personalData.manual\" class=\"node\">\n<title>personalData.manual</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M1115.09,-724C1115.09,-724 1007.09,-724 1007.09,-724 1001.09,-724 995.09,-718 995.09,-712 995.09,-712 995.09,-480 995.09,-480 995.09,-474 1001.09,-468 1007.09,-468 1007.09,-468 1115.09,-468 1115.09,-468 1121.09,-468 1127.09,-474 1127.09,-480 1127.09,-480 1127.09,-712 1127.09,-712 1127.09,-718 1121.09,-724 1115.09,-724\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1061.09\" y=\"-497.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Datos personales:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1061.09\" y=\"-484.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">captura manual</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1061.09\" y=\"-471.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">(Sin CURP)</text>\n<image href=\"shots/signup--personalData.manual.webp\" x=\"1012.1\" y=\"-716.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- account&#45;&gt;personalData.manual -->\n<g id=\"edge17\" class=\"edge\">\n<title>account&#45;&gt;personalData.manual</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M133.4,-683.9C144.96,-698.94 157.87,-713.17 172,-725 303.83,-835.36 360.04,-840.99 528.57,-875 723.21,-914.27 802.82,-869.45 955.09,-742 967.33,-731.75 978.87,-719.77 989.5,-707.17\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"991.12,-709.06 993.68,-702.1 987.34,-705.94 991.12,-709.06\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-913.07\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con correo, teléfono</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-902.27\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">y contraseña → Correo y</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-891.47\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">teléfono disponibles</text>\n</g>\n<!-- personalData.curp.nonMexican -->\n<g id=\"flow:signup:personalData.curp.nonMexican\" class=\"node\">\n<title>personalData.curp.nonMexican</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M826.12,-256C826.12,-256 718.12,-256 718.12,-256 712.12,-256 706.12,-250 706.12,-244 706.12,-244 706.12,-12 706.12,-12 706.12,-6 712.12,0 718.12,0 718.12,0 826.12,0 826.12,0 832.12,0 838.12,-6 838.12,-12 838.12,-12 838.12,-244 838.12,-244 838.12,-250 832.12,-256 826.12,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-29.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Datos personales:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">nacido en el</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">extranjero</text>\n<image href=\"shots/signup--personalData.curp.nonMexican.webp\" x=\"723.1\" y=\"-248.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- account&#45;&gt;personalData.curp.nonMexican -->\n<g id=\"edge12\" class=\"edge\">\n<title>account&#45;&gt;personalData.curp.nonMexican</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M124.57,-433.74C138.39,-408.77 154.33,-383.66 172,-362 238.88,-280 260.89,-256.8 356.57,-211.6 468.19,-158.86 612.03,-139.34 697.61,-132.15\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"697.67,-134.6 704.45,-131.59 697.28,-129.72 697.67,-134.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-235.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con correo, teléfono</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-225.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">y contraseña → Correo y</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-214.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">teléfono disponibles</text>\n</g>\n<!-- personalData.curp.curpFound -->\n<g id=\"flow:signup:personalData.curp.curpFound\" class=\"node\">\n<title>personalData.curp.curpFound</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M826.12,-735C826.12,-735 718.12,-735 718.12,-735 712.12,-735 706.12,-729 706.12,-723 706.12,-723 706.12,-491 706.12,-491 706.12,-485 712.12,-479 718.12,-479 718.12,-479 826.12,-479 826.12,-479 832.12,-479 838.12,-485 838.12,-491 838.12,-491 838.12,-723 838.12,-723 838.12,-729 832.12,-735 826.12,-735\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-495.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Datos personales:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-482.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">CURP encontrado</text>\n<image href=\"shots/signup--personalData.curp.curpFound.webp\" x=\"723.1\" y=\"-727.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- account&#45;&gt;personalData.curp.curpFound -->\n<g id=\"edge14\" class=\"edge\">\n<title>account&#45;&gt;personalData.curp.curpFound</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M133.48,-593.09C191.11,-617.36 277.46,-649.46 356.57,-662 475.24,-680.8 613.72,-652.31 696.81,-629.82\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"697.36,-632.21 703.46,-627.99 696.06,-627.48 697.36,-632.21\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-692.42\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con correo, teléfono</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-681.62\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">y contraseña → Correo y</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-670.82\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">teléfono disponibles</text>\n</g>\n<!-- personalData.curp.curpSearch&#45;&gt;account -->\n<g id=\"edge2\" class=\"edge\">\n<title>personalData.curp.curpSearch&#45;&gt;account</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M355.29,-375.78C302.2,-368.01 227.66,-365.51 172,-397.2 158.26,-405.02 146.05,-415.46 135.27,-427.3\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"133.51,-425.59 130.75,-432.48 137.2,-428.81 133.51,-425.59\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-453.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Vuelve con un borrador: pide</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-443.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">la contraseña otra vez</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-432.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-421.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Busca su CURP → Vuelve con un</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-410.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">borrador: pide la contraseña</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-399.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">otra vez</text>\n</g>\n<!-- personalData.curp.curpSearch&#45;&gt;personalData.manual -->\n<g id=\"edge3\" class=\"edge\">\n<title>personalData.curp.curpSearch&#45;&gt;personalData.manual</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M489.93,-372.86C572.34,-354.18 716.89,-330.05 838.12,-354.6 893.43,-365.8 913.22,-366.16 955.09,-404 966.03,-413.9 980.01,-435.47 994.16,-460.72\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"991.89,-461.68 997.43,-466.61 996.18,-459.3 991.89,-461.68\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-378.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Elige &#39;Sin CURP&#39;</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-368.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Busca su CURP → CURP no</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-357.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">encontrado: captura manual</text>\n</g>\n<!-- personalData.curp.curpSearch&#45;&gt;personalData.curp.nonMexican -->\n<g id=\"edge6\" class=\"edge\">\n<title>personalData.curp.curpSearch&#45;&gt;personalData.curp.nonMexican</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M489.96,-310.68C502.02,-298.93 515.09,-287.67 528.57,-278.4 583.01,-240.96 610.13,-257.08 666.12,-222 677.48,-214.89 688.78,-206.52 699.53,-197.75\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"700.8,-199.88 704.62,-193.52 697.67,-196.11 700.8,-199.88\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-291.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Busca su CURP → Nacido en el</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-281.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">extranjero (no mexicano)</text>\n</g>\n<!-- personalData.curp.curpSearch&#45;&gt;personalData.curp.curpFound -->\n<g id=\"edge8\" class=\"edge\">\n<title>personalData.curp.curpSearch&#45;&gt;personalData.curp.curpFound</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M489.93,-432.85C502.45,-439.88 515.68,-446.61 528.57,-452 586.91,-476.4 612.29,-455.21 666.12,-488.4 676.81,-494.99 687.02,-502.99 696.58,-511.7\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"694.77,-513.35 701.53,-516.39 698.14,-509.8 694.77,-513.35\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-501.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Busca su CURP → CURP</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-491.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">encontrado</text>\n</g>\n<!-- personalData.manual&#45;&gt;account -->\n<g id=\"edge5\" class=\"edge\">\n<title>personalData.manual&#45;&gt;account</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M994.68,-658.75C953.36,-693.9 896.83,-734.34 838.12,-753 553.25,-843.57 433.59,-804.67 172,-660 160.85,-653.83 149.95,-646.24 139.64,-638.04\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"141.45,-636.35 134.48,-633.82 138.35,-640.14 141.45,-636.35\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-858.28\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Vuelve con un borrador: pide</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-847.48\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">la contraseña otra vez</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-836.68\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Acepta términos y crea la</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-825.88\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cuenta → Vuelve con un</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-815.08\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">borrador: pide la contraseña</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-804.28\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">otra vez</text>\n</g>\n<!-- personalData.manual&#45;&gt;personalData.curp.curpSearch -->\n<g id=\"edge4\" class=\"edge\">\n<title>personalData.manual&#45;&gt;personalData.curp.curpSearch</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M994.83,-542.08C952.69,-510.17 895.24,-471.87 838.12,-450.2 724.78,-407.19 583.27,-394.66 498.33,-391.16\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"498.64,-388.72 491.55,-390.9 498.45,-393.62 498.64,-388.72\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-452.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Elige &#39;Con CURP&#39;</text>\n</g>\n<!-- verification -->\n<g id=\"flow:signup:verification\" class=\"node\">\n<title>verification</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1457.17,-547C1457.17,-547 1349.17,-547 1349.17,-547 1343.17,-547 1337.17,-541 1337.17,-535 1337.17,-535 1337.17,-303 1337.17,-303 1337.17,-297 1343.17,-291 1349.17,-291 1349.17,-291 1457.17,-291 1457.17,-291 1463.17,-291 1469.17,-297 1469.17,-303 1469.17,-303 1469.17,-535 1469.17,-535 1469.17,-541 1463.17,-547 1457.17,-547\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1403.17\" y=\"-294.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Verificar correo</text>\n<image href=\"shots/signup--verification.webp\" x=\"1354.2\" y=\"-539.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- personalData.manual&#45;&gt;verification -->\n<g id=\"edge13\" class=\"edge\">\n<title>personalData.manual&#45;&gt;verification</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1127.25,-562.08C1184.8,-532.13 1268.64,-488.5 1328.58,-457.3\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1329.35,-459.66 1334.43,-454.26 1327.09,-455.32 1329.35,-459.66\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1232.13\" y=\"-563.05\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Acepta términos y crea la</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1232.13\" y=\"-552.25\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cuenta → Cuenta creada, código</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1232.13\" y=\"-541.45\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">enviado</text>\n</g>\n<!-- personalData.curp.nonMexican&#45;&gt;account -->\n<g id=\"edge7\" class=\"edge\">\n<title>personalData.curp.nonMexican&#45;&gt;account</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M705.71,-107.34C581.22,-72.57 310.32,-19.6 172,-166 136.46,-203.61 107.46,-326.23 89.02,-425.35\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"86.62,-424.83 87.76,-432.16 91.44,-425.72 86.62,-424.83\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-109.63\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Finalizar: vuelve al inicio</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-98.83\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">del registro</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-88.03\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Vuelve con un borrador: pide</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-77.23\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">la contraseña otra vez</text>\n</g>\n<!-- personalData.curp.curpFound&#45;&gt;account -->\n<g id=\"edge11\" class=\"edge\">\n<title>personalData.curp.curpFound&#45;&gt;account</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M704.8,-602.86C573.2,-594.63 279.88,-576.3 141.71,-567.67\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"141.89,-565.23 134.75,-567.23 141.59,-570.12 141.89,-565.23\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-645.35\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Vuelve con un borrador: pide</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-634.55\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">la contraseña otra vez</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-623.75\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Acepta términos y crea la</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-612.95\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cuenta → Vuelve con un</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-602.15\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">borrador: pide la contraseña</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-591.35\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">otra vez</text>\n</g>\n<!-- personalData.curp.curpFound&#45;&gt;personalData.curp.curpSearch -->\n<g id=\"edge10\" class=\"edge\">\n<title>personalData.curp.curpFound&#45;&gt;personalData.curp.curpSearch</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M704.76,-571.28C692.12,-565.15 678.86,-559.17 666.12,-554.2 606.9,-531.11 581.92,-549.57 528.57,-515 516.93,-507.46 505.92,-498.25 495.7,-488.26\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"497.52,-486.62 490.84,-483.38 494.04,-490.07 497.52,-486.62\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-556.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Corrige el CURP</text>\n</g>\n<!-- personalData.curp.curpFound&#45;&gt;personalData.manual -->\n<g id=\"edge9\" class=\"edge\">\n<title>personalData.curp.curpFound&#45;&gt;personalData.manual</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M839.32,-604.46C883.26,-602.78 940.99,-600.57 986.39,-598.82\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"986.31,-601.28 993.21,-598.56 986.12,-596.38 986.31,-601.28\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"916.61\" y=\"-605.51\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Elige &#39;Sin CURP&#39;</text>\n</g>\n<!-- personalData.curp.curpFound&#45;&gt;verification -->\n<g id=\"edge15\" class=\"edge\">\n<title>personalData.curp.curpFound&#45;&gt;verification</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M839.42,-528.14C879.62,-486.64 934.72,-439.85 995.09,-417.6 1103.97,-377.46 1240.65,-389.39 1324.68,-403.1\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1324.14,-405.5 1331.45,-404.25 1324.95,-400.67 1324.14,-405.5\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1061.09\" y=\"-441.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Acepta términos y crea la</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1061.09\" y=\"-431.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">cuenta → Cuenta creada, código</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1061.09\" y=\"-420.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">enviado</text>\n</g>\n<!-- updateEmail -->\n<g id=\"flow:signup:updateEmail\" class=\"node\">\n<title>updateEmail</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M1796.74,-610C1796.74,-610 1688.74,-610 1688.74,-610 1682.74,-610 1676.74,-604 1676.74,-598 1676.74,-598 1676.74,-366 1676.74,-366 1676.74,-360 1682.74,-354 1688.74,-354 1688.74,-354 1796.74,-354 1796.74,-354 1802.74,-354 1808.74,-360 1808.74,-366 1808.74,-366 1808.74,-598 1808.74,-598 1808.74,-604 1802.74,-610 1796.74,-610\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1742.74\" y=\"-357.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cambiar correo</text>\n<image href=\"shots/signup--updateEmail.webp\" x=\"1693.7\" y=\"-602.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- verification&#45;&gt;updateEmail -->\n<g id=\"edge16\" class=\"edge\">\n<title>verification&#45;&gt;updateEmail</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1470.45,-407.77C1517.75,-402.2 1582.35,-399.61 1636.74,-415.4 1647.77,-418.6 1658.76,-423.35 1669.24,-428.87\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1667.76,-430.85 1675.08,-432.07 1670.12,-426.56 1667.76,-430.85\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-428.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Adelante del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-418.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cambia su correo</text>\n</g>\n<!-- completed -->\n<g id=\"flow:signup:completed\" class=\"node\">\n<title>completed</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1796.74,-318C1796.74,-318 1688.74,-318 1688.74,-318 1682.74,-318 1676.74,-312 1676.74,-306 1676.74,-306 1676.74,-74 1676.74,-74 1676.74,-68 1682.74,-62 1688.74,-62 1688.74,-62 1796.74,-62 1796.74,-62 1802.74,-62 1808.74,-68 1808.74,-74 1808.74,-74 1808.74,-306 1808.74,-306 1808.74,-312 1802.74,-318 1796.74,-318\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1742.74\" y=\"-65.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cuenta completada</text>\n<image href=\"shots/signup--completed.webp\" x=\"1693.7\" y=\"-310.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- verification&#45;&gt;completed -->\n<g id=\"edge19\" class=\"edge\">\n<title>verification&#45;&gt;completed</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1470.46,-374.03C1526.69,-335.89 1607.34,-281.18 1666.08,-241.33\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1667.14,-243.57 1671.56,-237.61 1664.39,-239.51 1667.14,-243.57\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-358.43\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Envía el código → Código</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-347.63\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">correcto</text>\n</g>\n<!-- updateEmail&#45;&gt;verification -->\n<g id=\"edge18\" class=\"edge\">\n<title>updateEmail&#45;&gt;verification</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1676.43,-471.58C1629.74,-463.93 1565.46,-453 1509.17,-442 1499.27,-440.07 1488.87,-437.92 1478.62,-435.75\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1479.29,-433.38 1471.93,-434.31 1478.26,-438.17 1479.29,-433.38\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-510.67\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Regresa sin cambiar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-499.87\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-489.07\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Guarda el correo nuevo →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-478.27\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Correo cambiado, código nuevo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-467.47\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">enviado</text>\n</g>\n<!-- toHome -->\n<g id=\"flow:signup:toHome\" class=\"node\">\n<title>toHome</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2138.31,-251.6C2138.31,-251.6 2030.31,-251.6 2030.31,-251.6 2024.31,-251.6 2018.31,-245.6 2018.31,-239.6 2018.31,-239.6 2018.31,-220.4 2018.31,-220.4 2018.31,-214.4 2024.31,-208.4 2030.31,-208.4 2030.31,-208.4 2138.31,-208.4 2138.31,-208.4 2144.31,-208.4 2150.31,-214.4 2150.31,-220.4 2150.31,-220.4 2150.31,-239.6 2150.31,-239.6 2150.31,-245.6 2144.31,-251.6 2138.31,-251.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2084.31\" y=\"-211.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: inicio</text>\n<rect x=\"2035.3\" y=\"-243.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"2084.3\" y=\"-137.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- completed&#45;&gt;toHome -->\n<g id=\"edge20\" class=\"edge\">\n<title>completed&#45;&gt;toHome</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1810.02,-197.81C1866.14,-204.42 1946.66,-213.9 2005.76,-220.86\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2005.16,-223.26 2012.4,-221.65 2005.74,-218.39 2005.16,-223.26\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1913.53\" y=\"-219.76\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continuar</text>\n</g>\n<!-- toApplication -->\n<g id=\"flow:signup:toApplication\" class=\"node\">\n<title>toApplication</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M2138.31,-172.6C2138.31,-172.6 2030.31,-172.6 2030.31,-172.6 2024.31,-172.6 2018.31,-166.6 2018.31,-160.6 2018.31,-160.6 2018.31,-141.4 2018.31,-141.4 2018.31,-135.4 2024.31,-129.4 2030.31,-129.4 2030.31,-129.4 2138.31,-129.4 2138.31,-129.4 2144.31,-129.4 2150.31,-135.4 2150.31,-141.4 2150.31,-141.4 2150.31,-160.6 2150.31,-160.6 2150.31,-166.6 2144.31,-172.6 2138.31,-172.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2084.31\" y=\"-145.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: continúa su</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2084.31\" y=\"-132.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">solicitud</text>\n<rect x=\"2035.3\" y=\"-164.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"2084.3\" y=\"-58.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- completed&#45;&gt;toApplication -->\n<g id=\"edge21\" class=\"edge\">\n<title>completed&#45;&gt;toApplication</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1810,-171.13C1822.76,-168.09 1836.1,-165.32 1848.74,-163.4 1902.17,-155.3 1963.13,-152.26 2009.51,-151.22\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2009.54,-153.67 2016.49,-151.08 2009.44,-148.77 2009.54,-153.67\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1913.53\" y=\"-176.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continuar (tenía una solicitud</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1913.53\" y=\"-166.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">pendiente)</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Registro con CURP encontrado",
     "happy": true,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Acepta términos y crea la cuenta → Cuenta creada, código enviado",
       "screen": "verification"
      },
      {
       "label": "Envía el código → Código correcto",
       "screen": "completed"
      },
      {
       "label": "Continuar",
       "screen": "toHome"
      }
     ],
     "variants": 8,
     "tests": 117
    },
    {
     "id": "J02",
     "name": "Adelante del navegador",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Acepta términos y crea la cuenta → Cuenta creada, código enviado",
       "screen": "verification"
      },
      {
       "label": "Adelante del navegador",
       "screen": "updateEmail"
      }
     ],
     "variants": 1,
     "tests": 18
    },
    {
     "id": "J03",
     "name": "Atrás del navegador",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Atrás del navegador",
       "screen": "account"
      }
     ],
     "variants": 4,
     "tests": 6
    },
    {
     "id": "J04",
     "name": "Busca con un CURP inválido: ve el error",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca con un CURP inválido: ve el error",
       "screen": "personalData.curp.curpSearch"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J05",
     "name": "Cambia su correo",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Acepta términos y crea la cuenta → Cuenta creada, código enviado",
       "screen": "verification"
      },
      {
       "label": "Cambia su correo",
       "screen": "updateEmail"
      },
      {
       "label": "Regresa sin cambiar",
       "screen": "verification"
      },
      {
       "label": "Envía el código → Código correcto",
       "screen": "completed"
      },
      {
       "label": "Continuar",
       "screen": "toHome"
      }
     ],
     "variants": 205,
     "tests": 1582
    },
    {
     "id": "J06",
     "name": "Código incorrecto",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Acepta términos y crea la cuenta → Cuenta creada, código enviado",
       "screen": "verification"
      },
      {
       "label": "Envía el código → Código incorrecto",
       "screen": "verification"
      }
     ],
     "variants": 1,
     "tests": 24
    },
    {
     "id": "J07",
     "name": "Continúa con datos inválidos: ve los errores",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con datos inválidos: ve los errores",
       "screen": "account"
      }
     ],
     "variants": 0,
     "tests": 3
    },
    {
     "id": "J08",
     "name": "Continuar (tenía una solicitud pendiente)",
     "happy": false,
     "start": "completed",
     "steps": [
      {
       "label": "Continuar (tenía una solicitud pendiente)",
       "screen": "toApplication"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J09",
     "name": "Correo o teléfono ya registrado (en «Crear cuenta»)",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo o teléfono ya registrado",
       "screen": "account"
      },
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      }
     ],
     "variants": 3,
     "tests": 5
    },
    {
     "id": "J10",
     "name": "Correo o teléfono ya registrado (en «Datos personales: CURP encontrado»)",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Acepta términos y crea la cuenta → Correo o teléfono ya registrado",
       "screen": "personalData.curp.curpFound"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J11",
     "name": "Corrige el CURP",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Corrige el CURP",
       "screen": "personalData.curp.curpSearch"
      }
     ],
     "variants": 20,
     "tests": 112
    },
    {
     "id": "J12",
     "name": "Crea la cuenta con datos inválidos: ve los errores",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Crea la cuenta con datos inválidos: ve los errores",
       "screen": "personalData.curp.curpFound"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J13",
     "name": "CURP no encontrado: captura manual",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP no encontrado: captura manual",
       "screen": "personalData.manual"
      },
      {
       "label": "Acepta términos y crea la cuenta → Cuenta creada, código enviado",
       "screen": "verification"
      }
     ],
     "variants": 23,
     "tests": 92
    },
    {
     "id": "J14",
     "name": "CURP o RFC ya registrado",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Acepta términos y crea la cuenta → CURP o RFC ya registrado",
       "screen": "personalData.curp.curpFound"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J15",
     "name": "CURP ya registrado",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP ya registrado",
       "screen": "personalData.curp.curpSearch"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J16",
     "name": "Elige 'Sin CURP' (en «Datos personales: buscar CURP»)",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Elige 'Sin CURP'",
       "screen": "personalData.manual"
      }
     ],
     "variants": 10,
     "tests": 97
    },
    {
     "id": "J17",
     "name": "Elige 'Sin CURP' (en «Datos personales: CURP encontrado»)",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Elige 'Sin CURP'",
       "screen": "personalData.manual"
      },
      {
       "label": "Acepta términos y crea la cuenta → Cuenta creada, código enviado",
       "screen": "verification"
      }
     ],
     "variants": 7,
     "tests": 17
    },
    {
     "id": "J18",
     "name": "Envía un código incompleto: ve el error",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Acepta términos y crea la cuenta → Cuenta creada, código enviado",
       "screen": "verification"
      },
      {
       "label": "Envía un código incompleto: ve el error",
       "screen": "verification"
      }
     ],
     "variants": 1,
     "tests": 14
    },
    {
     "id": "J19",
     "name": "Falla al activar",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Acepta términos y crea la cuenta → Cuenta creada, código enviado",
       "screen": "verification"
      },
      {
       "label": "Envía el código → Falla al activar",
       "screen": "verification"
      }
     ],
     "variants": 1,
     "tests": 24
    },
    {
     "id": "J20",
     "name": "Falla al buscar el CURP",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → Falla al buscar el CURP",
       "screen": "personalData.curp.curpSearch"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J21",
     "name": "Falla al crear la cuenta",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Acepta términos y crea la cuenta → Falla al crear la cuenta",
       "screen": "personalData.curp.curpFound"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J22",
     "name": "Falla al verificar la cuenta",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Falla al verificar la cuenta",
       "screen": "account"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J23",
     "name": "Nacido en el extranjero (no mexicano)",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → Nacido en el extranjero (no mexicano)",
       "screen": "personalData.curp.nonMexican"
      },
      {
       "label": "Finalizar: vuelve al inicio del registro",
       "screen": "account"
      }
     ],
     "variants": 8,
     "tests": 12
    },
    {
     "id": "J24",
     "name": "Puede reenviar el código",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Acepta términos y crea la cuenta → Cuenta creada, código enviado",
       "screen": "verification"
      },
      {
       "label": "Puede reenviar el código",
       "screen": "verification"
      }
     ],
     "variants": 1,
     "tests": 4
    },
    {
     "id": "J25",
     "name": "Reenvía el código",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Acepta términos y crea la cuenta → Cuenta creada, código enviado",
       "screen": "verification"
      },
      {
       "label": "Reenvía el código",
       "screen": "verification"
      },
      {
       "label": "Código reenviado",
       "screen": "verification"
      },
      {
       "label": "Envía el código → Código correcto",
       "screen": "completed"
      }
     ],
     "variants": 39,
     "tests": 584
    },
    {
     "id": "J26",
     "name": "Vuelve con un borrador: pide la contraseña otra vez (en «Datos personales: buscar CURP»)",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → Vuelve con un borrador: pide la contraseña otra vez",
       "screen": "account"
      }
     ],
     "variants": 8,
     "tests": 13
    },
    {
     "id": "J27",
     "name": "Vuelve con un borrador: pide la contraseña otra vez (en «Datos personales: CURP encontrado»)",
     "happy": false,
     "start": "account",
     "steps": [
      {
       "label": "Continúa con correo, teléfono y contraseña → Correo y teléfono disponibles",
       "screen": "personalData.curp.curpSearch"
      },
      {
       "label": "Busca su CURP → CURP encontrado",
       "screen": "personalData.curp.curpFound"
      },
      {
       "label": "Acepta términos y crea la cuenta → Vuelve con un borrador: pide la contraseña otra vez",
       "screen": "account"
      }
     ],
     "variants": 8,
     "tests": 23
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       30,
       30
      ],
      "transitions": [
       79,
       79
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:11 UTC",
      "commit": "89c7d60"
     },
     {
      "level": "ui",
      "states": [
       30,
       30
      ],
      "transitions": [
       79,
       79
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:09 UTC",
      "commit": "89c7d60"
     }
    ],
    "routed": [
     {
      "key": "account",
      "route": "/crear-cuenta"
     },
     {
      "key": "personalData",
      "route": "/crear-cuenta/datos-personales"
     },
     {
      "key": "verification",
      "route": "/crear-cuenta/verificar"
     },
     {
      "key": "updateEmail",
      "route": "/crear-cuenta/actualizar-correo"
     },
     {
      "key": "completed",
      "route": "/crear-cuenta/completada"
     }
    ],
    "classes": [
     {
      "level": "machine",
      "kind": "walks",
      "covered": [
       "contraseña de 6 caracteres (mínimo 8)",
       "contraseña de 7 caracteres (mínimo 8)",
       "contraseña de 8 caracteres (mínimo 8)",
       "tabla account.email empty: \"\"",
       "tabla account.email format:sin arroba: \"ana.torres.correo.mx\"",
       "tabla account.email format:sin dominio: \"ana.torres@correo\"",
       "tabla account.email format:válido: \"ana.torres@correo.mx\"",
       "tabla account.password below-min: \"Clave26\"",
       "tabla account.password empty: \"\"",
       "tabla account.password format:6 caracteres: \"Clav26\"",
       "tabla account.password min: \"Clave202\"",
       "tabla account.phoneNumber below-min: \"551234567\"",
       "tabla account.phoneNumber empty: \"\"",
       "tabla account.phoneNumber min: \"5512345678\"",
       "tabla personal.countryOfBirth empty: \"\"",
       "tabla personal.countryOfBirth format:México: \"MEXICO\"",
       "tabla personal.curp above-max: \"LOGF900514MJCPRR021\"",
       "tabla personal.curp below-min: \"LOGF900514MJCPRR0\"",
       "tabla personal.curp format:estructura: \"LOGF9005141JCPRR02\"",
       "tabla personal.curp min: \"LOGF900514MJCPRR02\"",
       "tabla personal.dateOfBirth above-max: \"1956/01/15\"",
       "tabla personal.dateOfBirth below-min: \"2008/01/16\"",
       "tabla personal.dateOfBirth format:fecha imposible: \"1995/02/30\"",
       "tabla personal.dateOfBirth format:válida: \"1995/07/17\"",
       "tabla personal.dateOfBirth max: \"1956/01/16\"",
       "tabla personal.dateOfBirth min: \"2008/01/15\"",
       "tabla personal.firstSurname empty: \"\"",
       "tabla personal.firstSurname format:compuesto: \"de la Torre\"",
       "tabla personal.firstSurname format:solo espacios: \"   \"",
       "tabla personal.name empty: \"\"",
       "tabla personal.name format:acentos y espacios: \"José Ángel\"",
       "tabla personal.name format:solo espacios: \"   \"",
       "tabla personal.nationality empty: \"\"",
       "tabla personal.nationality format:mexicana: \"MEXICO\"",
       "tabla personal.secondSurname empty: \"\"",
       "tabla personal.secondSurname format:solo espacios: \"   \"",
       "tabla personal.secondSurname format:ñ: \"Muñoz\"",
       "tabla personal.sex empty: \"\"",
       "tabla personal.sex format:H: \"H\"",
       "tabla personal.stateOfBirth empty: \"\"",
       "tabla personal.stateOfBirth format:otra entidad: \"OAXACA\"",
       "tabla personal.taxpayerId above-max: \"GODE561231GR81\"",
       "tabla personal.taxpayerId below-min: \"GODE561231GR\"",
       "tabla personal.taxpayerId empty: \"\"",
       "tabla personal.taxpayerId format:estructura: \"1ODE561231GR8\"",
       "tabla personal.taxpayerId min: \"GODE561231GR8\"",
       "tabla personal.termsAndConditions empty: \"false\"",
       "tabla personal.termsAndConditions format:aceptados: \"true\"",
       "tabla verify.activationCode below-min: \"482\"",
       "tabla verify.activationCode empty: \"\"",
       "tabla verify.activationCode min: \"4821\""
      ],
      "missing": [],
      "run": "89c7d60 2026-11-29 21:11 UTC",
      "commit": "89c7d60"
     },
     {
      "level": "ui",
      "kind": "walks",
      "covered": [
       "tabla account.email empty: \"\"",
       "tabla account.email format:sin arroba: \"ana.torres.correo.mx\"",
       "tabla account.email format:sin dominio: \"ana.torres@correo\"",
       "tabla account.email format:válido: \"ana.torres@correo.mx\"",
       "tabla account.password below-min: \"Clave26\"",
       "tabla account.password empty: \"\"",
       "tabla account.password format:6 caracteres: \"Clav26\"",
       "tabla account.password min: \"Clave202\"",
       "tabla account.phoneNumber below-min: \"551234567\"",
       "tabla account.phoneNumber empty: \"\"",
       "tabla account.phoneNumber min: \"5512345678\""
      ],
      "missing": [],
      "run": "89c7d60 2026-11-29 21:09 UTC",
      "commit": "89c7d60"
     }
    ]
   }
  },
  {
   "name": "application",
   "kind": "flow",
   "title": "Solicitud de crédito",
   "machineId": "application",
   "description": "Solicitud de crédito: validación de solicitudes, producto con pago estimado, domicilio con código postal, empleo, referencias, envío, permisos con NIP y reenvío a los 60 s, oferta con intereses y resultado.",
   "screens": [
    {
     "key": "limitExceeded",
     "title": "Límite de solicitudes excedido",
     "route": "/aplicacion-credito/limite-de-solicitudes-exedido",
     "happy": false,
     "final": false,
     "shot": "shots/application--limitExceeded.webp",
     "stays": []
    },
    {
     "key": "done",
     "title": "Fin",
     "route": null,
     "happy": true,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "product",
     "title": "Producto y pago estimado",
     "route": "/aplicacion-credito",
     "happy": true,
     "final": false,
     "shot": "shots/application--product.webp",
     "stays": [
      "Continúa sin producto: ve los errores",
      "Continúa con producto y plazo → Solicitud cerrada por el servidor: una nueva",
      "Continúa con producto y plazo → Falla al crear la solicitud",
      "Continúa con producto y plazo → Datos rechazados",
      "Continúa con producto y plazo → Falla al enviar la solicitud"
     ]
    },
    {
     "key": "address",
     "title": "Domicilio",
     "route": "/aplicacion-credito/info-domicilio",
     "happy": true,
     "final": false,
     "shot": "shots/application--address.webp",
     "stays": [
      "Continúa con datos inválidos: ve los errores"
     ]
    },
    {
     "key": "employment",
     "title": "Empleo",
     "route": "/aplicacion-credito/info-empleo",
     "happy": true,
     "final": false,
     "shot": "shots/application--employment.webp",
     "stays": [
      "Continúa con datos inválidos: ve los errores"
     ]
    },
    {
     "key": "references",
     "title": "Referencias",
     "route": "/aplicacion-credito/referencias",
     "happy": true,
     "final": false,
     "shot": "shots/application--references.webp",
     "stays": [
      "Envía con datos inválidos: ve los errores",
      "Envía la solicitud con sus referencias → Falla al crear la solicitud",
      "Envía la solicitud con sus referencias → Solicitud cerrada por el servidor: una nueva",
      "Envía la solicitud con sus referencias → Datos rechazados",
      "Envía la solicitud con sus referencias → Falla al enviar la solicitud"
     ]
    },
    {
     "key": "result",
     "title": "Resultado de la solicitud",
     "route": "/aplicacion-credito/resultado",
     "happy": true,
     "final": false,
     "shot": "shots/application--result.webp",
     "stays": []
    },
    {
     "key": "consent",
     "title": "Permisos con NIP",
     "route": "/aplicacion-credito/permisos",
     "happy": true,
     "final": false,
     "shot": "shots/application--consent.webp",
     "stays": [
      "Autoriza sin NIP: ve el error",
      "Ya puede pedir otro NIP",
      "Reenvía el NIP",
      "NIP enviado por SMS",
      "Intentos del NIP agotados",
      "Falla al reenviar el NIP",
      "Autoriza con el NIP → NIP rechazado con motivo (vencido, intentos): el texto de la app",
      "Autoriza con el NIP → NIP incorrecto",
      "Autoriza con el NIP → Falla al procesar"
     ]
    },
    {
     "key": "interestOffer",
     "title": "Oferta a meses con intereses",
     "route": "/aplicacion-credito/continuar-a-meses-con-intereses",
     "happy": false,
     "final": false,
     "shot": "shots/application--interestOffer.webp",
     "stays": [
      "Acepta la oferta → Falla al aceptar",
      "Rechaza la oferta → Falla al rechazar"
     ]
    },
    {
     "key": "missingStore",
     "title": "Tienda no indicada",
     "route": null,
     "happy": false,
     "final": false,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"2646pt\" height=\"980pt\"\n viewBox=\"0.00 0.00 2646.00 980.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 976)\">\n<title>application&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-673\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- limitExceeded -->\n<g id=\"flow:application:limitExceeded\" class=\"node\">\n<title>limitExceeded</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M1671.95,-972C1671.95,-972 1563.95,-972 1563.95,-972 1557.95,-972 1551.95,-966 1551.95,-960 1551.95,-960 1551.95,-728 1551.95,-728 1551.95,-722 1557.95,-716 1563.95,-716 1563.95,-716 1671.95,-716 1671.95,-716 1677.95,-716 1683.95,-722 1683.95,-728 1683.95,-728 1683.95,-960 1683.95,-960 1683.95,-966 1677.95,-972 1671.95,-972\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1617.95\" y=\"-745.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Límite de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1617.95\" y=\"-732.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">solicitudes</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1617.95\" y=\"-719.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">excedido</text>\n<image href=\"shots/application--limitExceeded.webp\" x=\"1569.0\" y=\"-964.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;limitExceeded -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;limitExceeded</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M14.02,-680.44C33.24,-714.86 119.39,-857 232.03,-857 232.03,-857 232.03,-857 1278.39,-857 1369.81,-857 1475.03,-852.21 1543.58,-848.44\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1543.39,-850.91 1550.24,-848.07 1543.12,-846.01 1543.39,-850.91\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"753.67\" y=\"-859.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Ya no puede solicitar más</text>\n</g>\n<!-- product -->\n<g id=\"flow:application:product\" class=\"node\">\n<title>product</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M287.03,-594C287.03,-594 179.03,-594 179.03,-594 173.03,-594 167.03,-588 167.03,-582 167.03,-582 167.03,-350 167.03,-350 167.03,-344 173.03,-338 179.03,-338 179.03,-338 287.03,-338 287.03,-338 293.03,-338 299.03,-344 299.03,-350 299.03,-350 299.03,-582 299.03,-582 299.03,-588 293.03,-594 287.03,-594\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.03\" y=\"-354.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Producto y pago</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.03\" y=\"-341.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">estimado</text>\n<image href=\"shots/application--product.webp\" x=\"184.0\" y=\"-586.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;product -->\n<g id=\"edge3\" class=\"edge\">\n<title>__start&#45;&gt;product</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M15.94,-667.46C36.04,-648.72 103.32,-586 157.52,-535.47\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"158.99,-537.45 162.44,-530.88 155.65,-533.87 158.99,-537.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"92.52\" y=\"-625.68\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Puede solicitar</text>\n</g>\n<!-- done -->\n<g id=\"flow:application:done\" class=\"node\">\n<title>done</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2626.11,-557.6C2626.11,-557.6 2518.11,-557.6 2518.11,-557.6 2512.11,-557.6 2506.11,-551.6 2506.11,-545.6 2506.11,-545.6 2506.11,-526.4 2506.11,-526.4 2506.11,-520.4 2512.11,-514.4 2518.11,-514.4 2518.11,-514.4 2626.11,-514.4 2626.11,-514.4 2632.11,-514.4 2638.11,-520.4 2638.11,-526.4 2638.11,-526.4 2638.11,-545.6 2638.11,-545.6 2638.11,-551.6 2632.11,-557.6 2626.11,-557.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2572.11\" y=\"-517.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin</text>\n<rect x=\"2523.1\" y=\"-549.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"2572.1\" y=\"-443.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- limitExceeded&#45;&gt;done -->\n<g id=\"edge2\" class=\"edge\">\n<title>limitExceeded&#45;&gt;done</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1684.23,-838.64C1817.3,-825.84 2127.39,-786.4 2364.57,-682 2432.58,-652.07 2500.92,-597.92 2539.44,-564.64\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2541.01,-566.52 2544.68,-560.08 2537.79,-562.83 2541.01,-566.52\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2133.55\" y=\"-776.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Finalizar</text>\n</g>\n<!-- product&#45;&gt;limitExceeded -->\n<g id=\"edge21\" class=\"edge\">\n<title>product&#45;&gt;limitExceeded</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M272.82,-595.29C288.57,-629.76 310.08,-664.26 339.03,-689 423.53,-761.22 467.97,-759 579.12,-759 579.12,-759 579.12,-759 1278.39,-759 1372.19,-759 1476.33,-790.07 1544.01,-814.65\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1542.84,-816.82 1550.25,-816.93 1544.53,-812.22 1542.84,-816.82\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-794.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-783.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Límite rechazado</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-772.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-761.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Demasiadas solicitudes</text>\n</g>\n<!-- address -->\n<g id=\"flow:application:address\" class=\"node\">\n<title>address</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M634.12,-593C634.12,-593 526.12,-593 526.12,-593 520.12,-593 514.12,-587 514.12,-581 514.12,-581 514.12,-349 514.12,-349 514.12,-343 520.12,-337 526.12,-337 526.12,-337 634.12,-337 634.12,-337 640.12,-337 646.12,-343 646.12,-349 646.12,-349 646.12,-581 646.12,-581 646.12,-587 640.12,-593 634.12,-593\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"580.12\" y=\"-340.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Domicilio</text>\n<image href=\"shots/application--address.webp\" x=\"531.1\" y=\"-585.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- product&#45;&gt;address -->\n<g id=\"edge4\" class=\"edge\">\n<title>product&#45;&gt;address</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M300.41,-439.87C313.05,-435.94 326.31,-432.5 339.03,-430.4 398.27,-420.63 414.84,-420.88 474.12,-430.4 483.15,-431.85 492.45,-433.96 501.61,-436.43\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"500.93,-438.78 508.33,-438.35 502.28,-434.07 500.93,-438.78\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"406.58\" y=\"-443.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"406.58\" y=\"-433.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Atrás o adelante del navegador</text>\n</g>\n<!-- result -->\n<g id=\"flow:application:result\" class=\"node\">\n<title>result</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2352.57,-664C2352.57,-664 2244.57,-664 2244.57,-664 2238.57,-664 2232.57,-658 2232.57,-652 2232.57,-652 2232.57,-420 2232.57,-420 2232.57,-414 2238.57,-408 2244.57,-408 2244.57,-408 2352.57,-408 2352.57,-408 2358.57,-408 2364.57,-414 2364.57,-420 2364.57,-420 2364.57,-652 2364.57,-652 2364.57,-658 2358.57,-664 2352.57,-664\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2298.57\" y=\"-424.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Resultado de la</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2298.57\" y=\"-411.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">solicitud</text>\n<image href=\"shots/application--result.webp\" x=\"2249.6\" y=\"-656.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- product&#45;&gt;result -->\n<g id=\"edge22\" class=\"edge\">\n<title>product&#45;&gt;result</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M300.47,-530.93C365.77,-587.66 471.08,-661 579.12,-661 579.12,-661 579.12,-661 1969.52,-661 2061.66,-661 2159.38,-617.41 2223.95,-581.71\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2225.03,-583.92 2229.95,-578.36 2222.64,-579.64 2225.03,-583.92\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1277.39\" y=\"-696.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1277.39\" y=\"-685.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Ya procesada</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1277.39\" y=\"-674.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1277.39\" y=\"-663.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Resultado sin NIP</text>\n</g>\n<!-- consent -->\n<g id=\"flow:application:consent\" class=\"node\">\n<title>consent</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1671.95,-481C1671.95,-481 1563.95,-481 1563.95,-481 1557.95,-481 1551.95,-475 1551.95,-469 1551.95,-469 1551.95,-237 1551.95,-237 1551.95,-231 1557.95,-225 1563.95,-225 1563.95,-225 1671.95,-225 1671.95,-225 1677.95,-225 1683.95,-231 1683.95,-237 1683.95,-237 1683.95,-469 1683.95,-469 1683.95,-475 1677.95,-481 1671.95,-481\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1617.95\" y=\"-228.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Permisos con NIP</text>\n<image href=\"shots/application--consent.webp\" x=\"1569.0\" y=\"-473.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- product&#45;&gt;consent -->\n<g id=\"edge17\" class=\"edge\">\n<title>product&#45;&gt;consent</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M300.42,-383.76C363.94,-314.97 466.5,-228 579.12,-228 579.12,-228 579.12,-228 1278.39,-228 1374.36,-228 1476.68,-272.75 1543.41,-308.7\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1541.91,-310.67 1549.23,-311.87 1544.25,-306.37 1541.91,-310.67\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-306.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-295.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Intentos del NIP agotados</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-284.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-273.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ NIP enviado por SMS</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-263.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-252.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Falla al reenviar el NIP</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-241.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-230.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Solicitud enviada</text>\n</g>\n<!-- interestOffer -->\n<g id=\"flow:application:interestOffer\" class=\"node\">\n<title>interestOffer</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M2022.52,-336C2022.52,-336 1914.52,-336 1914.52,-336 1908.52,-336 1902.52,-330 1902.52,-324 1902.52,-324 1902.52,-92 1902.52,-92 1902.52,-86 1908.52,-80 1914.52,-80 1914.52,-80 2022.52,-80 2022.52,-80 2028.52,-80 2034.52,-86 2034.52,-92 2034.52,-92 2034.52,-324 2034.52,-324 2034.52,-330 2028.52,-336 2022.52,-336\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1968.52\" y=\"-96.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Oferta a meses con</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1968.52\" y=\"-83.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">intereses</text>\n<image href=\"shots/application--interestOffer.webp\" x=\"1919.5\" y=\"-328.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- product&#45;&gt;interestOffer -->\n<g id=\"edge23\" class=\"edge\">\n<title>product&#45;&gt;interestOffer</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M241.95,-336.69C253.09,-257.95 279.09,-160.13 339.03,-94 415.99,-9.1 464.53,0 579.12,0 579.12,0 579.12,0 1618.95,0 1726.64,0 1829.97,-74.12 1895.78,-133.87\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1894.1,-135.65 1900.91,-138.58 1897.41,-132.04 1894.1,-135.65\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1103.84\" y=\"-24.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1103.84\" y=\"-13.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Elegible para meses con</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1103.84\" y=\"-2.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">intereses</text>\n</g>\n<!-- address&#45;&gt;product -->\n<g id=\"edge5\" class=\"edge\">\n<title>address&#45;&gt;product</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M512.63,-465.19C454.2,-465.36 369.27,-465.61 308.56,-465.78\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"308.67,-463.33 301.68,-465.8 308.68,-468.23 308.67,-463.33\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"406.58\" y=\"-468.38\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás o adelante del navegador</text>\n</g>\n<!-- employment -->\n<g id=\"flow:application:employment\" class=\"node\">\n<title>employment</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M982.75,-606C982.75,-606 874.75,-606 874.75,-606 868.75,-606 862.75,-600 862.75,-594 862.75,-594 862.75,-362 862.75,-362 862.75,-356 868.75,-350 874.75,-350 874.75,-350 982.75,-350 982.75,-350 988.75,-350 994.75,-356 994.75,-362 994.75,-362 994.75,-594 994.75,-594 994.75,-600 988.75,-606 982.75,-606\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-353.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Empleo</text>\n<image href=\"shots/application--employment.webp\" x=\"879.8\" y=\"-598.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- address&#45;&gt;employment -->\n<g id=\"edge6\" class=\"edge\">\n<title>address&#45;&gt;employment</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M647.55,-467.49C705.26,-469.66 788.91,-472.79 849.79,-475.08\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"849.64,-477.52 856.72,-475.34 849.82,-472.63 849.64,-477.52\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"753.67\" y=\"-487.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continúa con su domicilio</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"753.67\" y=\"-476.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Atrás o adelante del navegador</text>\n</g>\n<!-- employment&#45;&gt;address -->\n<g id=\"edge7\" class=\"edge\">\n<title>employment&#45;&gt;address</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M861.52,-457.21C848.3,-453.88 834.41,-450.95 821.21,-449.2 766.13,-441.89 703.47,-446.44 655.98,-452.5\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"655.71,-450.06 649.09,-453.41 656.35,-454.92 655.71,-450.06\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"753.67\" y=\"-451.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás o adelante del navegador</text>\n</g>\n<!-- references -->\n<g id=\"flow:application:references\" class=\"node\">\n<title>references</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1331.39,-576C1331.39,-576 1223.39,-576 1223.39,-576 1217.39,-576 1211.39,-570 1211.39,-564 1211.39,-564 1211.39,-332 1211.39,-332 1211.39,-326 1217.39,-320 1223.39,-320 1223.39,-320 1331.39,-320 1331.39,-320 1337.39,-320 1343.39,-326 1343.39,-332 1343.39,-332 1343.39,-564 1343.39,-564 1343.39,-570 1337.39,-576 1331.39,-576\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1277.39\" y=\"-323.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Referencias</text>\n<image href=\"shots/application--references.webp\" x=\"1228.4\" y=\"-568.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- employment&#45;&gt;references -->\n<g id=\"edge8\" class=\"edge\">\n<title>employment&#45;&gt;references</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M996.18,-472.25C1053.89,-467.26 1137.55,-460.02 1198.42,-454.75\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1198.6,-457.19 1205.37,-454.15 1198.18,-452.31 1198.6,-457.19\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1103.84\" y=\"-481.8\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continúa con su empleo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1103.84\" y=\"-471\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Atrás o adelante del navegador</text>\n</g>\n<!-- references&#45;&gt;limitExceeded -->\n<g id=\"edge10\" class=\"edge\">\n<title>references&#45;&gt;limitExceeded</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1344.74,-509.74C1403.5,-565.02 1484.15,-642.51 1511.95,-677 1523.98,-691.93 1535.77,-708.32 1546.86,-724.82\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1544.81,-726.16 1550.72,-730.63 1548.89,-723.45 1544.81,-726.16\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-722.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Envía la solicitud con sus</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-712.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">referencias → Límite rechazado</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-701.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Envía la solicitud con sus</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-690.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">referencias → Demasiadas</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-679.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">solicitudes</text>\n</g>\n<!-- references&#45;&gt;employment -->\n<g id=\"edge9\" class=\"edge\">\n<title>references&#45;&gt;employment</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1210.12,-437.57C1161.61,-431.81 1094.39,-427.7 1036.3,-438.2 1025.69,-440.12 1014.76,-443.03 1004.13,-446.42\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1003.38,-444.08 997.51,-448.62 1004.93,-448.73 1003.38,-444.08\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1103.84\" y=\"-440.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás o adelante del navegador</text>\n</g>\n<!-- references&#45;&gt;result -->\n<g id=\"edge11\" class=\"edge\">\n<title>references&#45;&gt;result</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1344.66,-468.61C1357.42,-472.1 1370.75,-475.42 1383.39,-478 1457.36,-493.08 1476.74,-492.46 1551.95,-499 1796.99,-520.31 2088.48,-530.36 2222.89,-534.13\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2222.55,-536.57 2229.62,-534.32 2222.69,-531.68 2222.55,-536.57\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-565.57\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Envía la solicitud con sus</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-554.77\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">referencias → Ya procesada</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-543.97\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Envía la solicitud con sus</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-533.17\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">referencias → Resultado sin</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-522.37\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">NIP</text>\n</g>\n<!-- references&#45;&gt;consent -->\n<g id=\"edge13\" class=\"edge\">\n<title>references&#45;&gt;consent</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1344.68,-442.23C1392.19,-436.75 1457.19,-426.51 1511.95,-408 1521.3,-404.84 1530.83,-400.93 1540.14,-396.67\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1541.17,-398.89 1546.45,-393.68 1539.07,-394.47 1541.17,-398.89\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-460.95\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Envía la solicitud con sus</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-450.15\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">referencias → Solicitud</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-439.35\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">enviada</text>\n</g>\n<!-- references&#45;&gt;interestOffer -->\n<g id=\"edge14\" class=\"edge\">\n<title>references&#45;&gt;interestOffer</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1344.87,-346.47C1393.44,-282.7 1465.72,-206.65 1551.95,-174.6 1665.82,-132.27 1809,-159.8 1894.12,-183.78\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1893.31,-186.1 1900.72,-185.67 1894.66,-181.39 1893.31,-186.1\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1617.95\" y=\"-198.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Envía la solicitud con sus</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1617.95\" y=\"-188.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">referencias → Elegible para</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1617.95\" y=\"-177.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">meses con intereses</text>\n</g>\n<!-- result&#45;&gt;done -->\n<g id=\"edge12\" class=\"edge\">\n<title>result&#45;&gt;done</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2366,-536C2404.52,-536 2453.23,-536 2493.51,-536\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2493.36,-538.45 2500.36,-536 2493.36,-533.55 2493.36,-538.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2435.34\" y=\"-538.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Finalizar</text>\n</g>\n<!-- consent&#45;&gt;product -->\n<g id=\"edge16\" class=\"edge\">\n<title>consent&#45;&gt;product</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1550.64,-240.9C1538.93,-226.04 1525.96,-211.87 1511.95,-200 1424.55,-125.94 1392.94,-91 1278.39,-91 579.12,-91 579.12,-91 579.12,-91 461.93,-91 419.79,-115.08 339.03,-200 305.15,-235.62 281.77,-283.49 265.84,-328.79\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"263.6,-327.78 263.64,-335.19 268.23,-329.37 263.6,-327.78\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-147.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás o adelante del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-136.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cerrada por el</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-126.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">servidor: una nueva</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-115.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Autoriza con el NIP →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-104.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Solicitud cerrada por el</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-93.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">servidor: una nueva</text>\n</g>\n<!-- consent&#45;&gt;references -->\n<g id=\"edge18\" class=\"edge\">\n<title>consent&#45;&gt;references</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1550.47,-336.6C1502.28,-328.02 1436.53,-323.29 1383.39,-345 1372.04,-349.63 1361.26,-356.15 1351.23,-363.68\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1349.94,-361.58 1345.94,-367.83 1352.96,-365.44 1349.94,-361.58\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-390.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cerrada por el</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-380.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">servidor: una nueva</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-369.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Autoriza con el NIP →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-358.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Solicitud cerrada por el</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-347.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">servidor: una nueva</text>\n</g>\n<!-- consent&#45;&gt;result -->\n<g id=\"edge20\" class=\"edge\">\n<title>consent&#45;&gt;result</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1685.25,-370.88C1811.52,-404.93 2085.87,-478.91 2220.26,-515.15\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2219.47,-517.48 2226.87,-516.93 2220.75,-512.74 2219.47,-517.48\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1968.52\" y=\"-476.19\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Autoriza con el NIP →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1968.52\" y=\"-465.39\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Solicitud procesada</text>\n</g>\n<!-- consent&#45;&gt;interestOffer -->\n<g id=\"edge19\" class=\"edge\">\n<title>consent&#45;&gt;interestOffer</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1685.33,-325.39C1745.1,-300.52 1832.77,-264.05 1894.49,-238.38\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1895.35,-240.68 1900.87,-235.72 1893.47,-236.15 1895.35,-240.68\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-330.4\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Autoriza con el NIP → Aprobada</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-319.6\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">con oferta a meses con</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-308.8\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">intereses</text>\n</g>\n<!-- interestOffer&#45;&gt;result -->\n<g id=\"edge15\" class=\"edge\">\n<title>interestOffer&#45;&gt;result</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M2034.89,-238.54C2082.88,-263.39 2147.34,-302.11 2192.57,-349.8 2206.67,-364.66 2219.56,-381.76 2231.12,-399.45\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2229,-400.67 2234.84,-405.25 2233.12,-398.03 2229,-400.67\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2133.55\" y=\"-384.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Acepta la oferta → Oferta</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2133.55\" y=\"-374.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">aceptada</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2133.55\" y=\"-363.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Rechaza la oferta → Oferta</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2133.55\" y=\"-352.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">rechazada</text>\n</g>\n<!-- missingStore -->\n<g id=\"flow:application:missingStore\" class=\"node\">\n<title>missingStore</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M2352.57,-372C2352.57,-372 2244.57,-372 2244.57,-372 2238.57,-372 2232.57,-366 2232.57,-360 2232.57,-360 2232.57,-128 2232.57,-128 2232.57,-122 2238.57,-116 2244.57,-116 2244.57,-116 2352.57,-116 2352.57,-116 2358.57,-116 2364.57,-122 2364.57,-128 2364.57,-128 2364.57,-360 2364.57,-360 2364.57,-366 2358.57,-372 2352.57,-372\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2298.57\" y=\"-119.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Tienda no indicada</text>\n<rect x=\"2249.6\" y=\"-364.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"2298.6\" y=\"-258.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- missingStore&#45;&gt;done -->\n<g id=\"edge24\" class=\"edge\">\n<title>missingStore&#45;&gt;done</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M2364.96,-314.31C2422.36,-376.04 2502.97,-462.72 2544.32,-507.19\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2542.3,-508.62 2548.86,-512.07 2545.89,-505.28 2542.3,-508.62\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2435.34\" y=\"-418.85\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Sale del flujo</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Solicitud completa hasta el resultado",
     "happy": true,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Envía la solicitud con sus referencias → Solicitud enviada",
       "screen": "consent"
      }
     ],
     "variants": 6,
     "tests": 131
    },
    {
     "id": "J02",
     "name": "Atrás o adelante del navegador (en «Domicilio»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Atrás o adelante del navegador",
       "screen": "product"
      }
     ],
     "variants": 2,
     "tests": 28
    },
    {
     "id": "J03",
     "name": "Atrás o adelante del navegador (en «Empleo»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Atrás o adelante del navegador",
       "screen": "address"
      }
     ],
     "variants": 2,
     "tests": 6
    },
    {
     "id": "J04",
     "name": "Atrás o adelante del navegador (en «Permisos con NIP»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Envía la solicitud con sus referencias → Solicitud enviada",
       "screen": "consent"
      },
      {
       "label": "Atrás o adelante del navegador",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo → NIP enviado por SMS",
       "screen": "consent"
      },
      {
       "label": "Ya puede pedir otro NIP",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Solicitud procesada",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 44,
     "tests": 650
    },
    {
     "id": "J05",
     "name": "Atrás o adelante del navegador (en «Referencias»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Atrás o adelante del navegador",
       "screen": "employment"
      }
     ],
     "variants": 2,
     "tests": 6
    },
    {
     "id": "J06",
     "name": "Autoriza sin NIP: ve el error",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Envía la solicitud con sus referencias → Solicitud enviada",
       "screen": "consent"
      },
      {
       "label": "Autoriza sin NIP: ve el error",
       "screen": "consent"
      }
     ],
     "variants": 0,
     "tests": 8
    },
    {
     "id": "J07",
     "name": "Continúa con datos inválidos: ve los errores (en «Domicilio»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con datos inválidos: ve los errores",
       "screen": "address"
      }
     ],
     "variants": 0,
     "tests": 20
    },
    {
     "id": "J08",
     "name": "Continúa con datos inválidos: ve los errores (en «Empleo»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con datos inválidos: ve los errores",
       "screen": "employment"
      }
     ],
     "variants": 0,
     "tests": 14
    },
    {
     "id": "J09",
     "name": "Continúa sin producto: ve los errores",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa sin producto: ve los errores",
       "screen": "product"
      }
     ],
     "variants": 0,
     "tests": 6
    },
    {
     "id": "J10",
     "name": "Datos rechazados (en «Producto y pago estimado»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo → Datos rechazados",
       "screen": "product"
      }
     ],
     "variants": 0,
     "tests": 16
    },
    {
     "id": "J11",
     "name": "Datos rechazados (en «Referencias»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Envía la solicitud con sus referencias → Datos rechazados",
       "screen": "references"
      }
     ],
     "variants": 0,
     "tests": 4
    },
    {
     "id": "J12",
     "name": "Demasiadas solicitudes (en «Producto y pago estimado»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo → Demasiadas solicitudes",
       "screen": "limitExceeded"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 0,
     "tests": 8
    },
    {
     "id": "J13",
     "name": "Demasiadas solicitudes (en «Referencias»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Envía la solicitud con sus referencias → Demasiadas solicitudes",
       "screen": "limitExceeded"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J14",
     "name": "Elegible para meses con intereses (en «Producto y pago estimado»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo → Elegible para meses con intereses",
       "screen": "interestOffer"
      },
      {
       "label": "Rechaza la oferta → Oferta rechazada",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 4,
     "tests": 14
    },
    {
     "id": "J15",
     "name": "Elegible para meses con intereses (en «Referencias»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Envía la solicitud con sus referencias → Elegible para meses con intereses",
       "screen": "interestOffer"
      },
      {
       "label": "Rechaza la oferta → Oferta rechazada",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 3,
     "tests": 8
    },
    {
     "id": "J16",
     "name": "Envía con datos inválidos: ve los errores",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Envía con datos inválidos: ve los errores",
       "screen": "references"
      }
     ],
     "variants": 0,
     "tests": 8
    },
    {
     "id": "J17",
     "name": "Falla al crear la solicitud (en «Producto y pago estimado»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo → Falla al crear la solicitud",
       "screen": "product"
      }
     ],
     "variants": 0,
     "tests": 8
    },
    {
     "id": "J18",
     "name": "Falla al crear la solicitud (en «Referencias»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Envía la solicitud con sus referencias → Falla al crear la solicitud",
       "screen": "references"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J19",
     "name": "Falla al enviar la solicitud (en «Producto y pago estimado»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo → Falla al enviar la solicitud",
       "screen": "product"
      }
     ],
     "variants": 0,
     "tests": 56
    },
    {
     "id": "J20",
     "name": "Falla al enviar la solicitud (en «Referencias»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Envía la solicitud con sus referencias → Falla al enviar la solicitud",
       "screen": "references"
      }
     ],
     "variants": 0,
     "tests": 4
    },
    {
     "id": "J21",
     "name": "Límite rechazado (en «Producto y pago estimado»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo → Límite rechazado",
       "screen": "limitExceeded"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 0,
     "tests": 8
    },
    {
     "id": "J22",
     "name": "Límite rechazado (en «Referencias»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Envía la solicitud con sus referencias → Límite rechazado",
       "screen": "limitExceeded"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J23",
     "name": "Resultado sin NIP (en «Producto y pago estimado»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo → Resultado sin NIP",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 1,
     "tests": 8
    },
    {
     "id": "J24",
     "name": "Resultado sin NIP (en «Referencias»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Envía la solicitud con sus referencias → Resultado sin NIP",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J25",
     "name": "Sale del flujo",
     "happy": false,
     "start": "missingStore",
     "steps": [
      {
       "label": "Sale del flujo",
       "screen": "done"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J26",
     "name": "Solicitud cerrada por el servidor: una nueva (en «Producto y pago estimado»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo → Solicitud cerrada por el servidor: una nueva",
       "screen": "product"
      }
     ],
     "variants": 0,
     "tests": 8
    },
    {
     "id": "J27",
     "name": "Solicitud cerrada por el servidor: una nueva (en «Referencias»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Envía la solicitud con sus referencias → Solicitud cerrada por el servidor: una nueva",
       "screen": "references"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J28",
     "name": "Solicitud enviada",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo → Solicitud enviada",
       "screen": "consent"
      },
      {
       "label": "Ya puede pedir otro NIP",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Solicitud procesada",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 56,
     "tests": 632
    },
    {
     "id": "J29",
     "name": "Ya no puede solicitar más",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Ya no puede solicitar más",
       "screen": "limitExceeded"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J30",
     "name": "Ya procesada (en «Producto y pago estimado»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo → Ya procesada",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 1,
     "tests": 8
    },
    {
     "id": "J31",
     "name": "Ya procesada (en «Referencias»)",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Envía la solicitud con sus referencias → Ya procesada",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J32",
     "name": "Ya puede pedir otro NIP",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Puede solicitar",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo",
       "screen": "address"
      },
      {
       "label": "Continúa con su domicilio",
       "screen": "employment"
      },
      {
       "label": "Continúa con su empleo",
       "screen": "references"
      },
      {
       "label": "Envía la solicitud con sus referencias → Solicitud enviada",
       "screen": "consent"
      },
      {
       "label": "Ya puede pedir otro NIP",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Solicitud procesada",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 39,
     "tests": 420
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       43,
       43
      ],
      "transitions": [
       98,
       98
      ],
      "uncovered": [],
      "run": "2b3c703 2026-11-30 07:14 UTC",
      "commit": "2b3c703"
     },
     {
      "level": "ui",
      "states": [
       43,
       43
      ],
      "transitions": [
       98,
       98
      ],
      "uncovered": [],
      "run": "2b3c703 2026-11-30 07:12 UTC",
      "commit": "2b3c703"
     }
    ],
    "routed": [
     {
      "key": "product",
      "route": "/aplicacion-credito"
     },
     {
      "key": "address",
      "route": "/aplicacion-credito/info-domicilio"
     },
     {
      "key": "employment",
      "route": "/aplicacion-credito/info-empleo"
     },
     {
      "key": "references",
      "route": "/aplicacion-credito/referencias"
     },
     {
      "key": "consent",
      "route": "/aplicacion-credito/permisos"
     },
     {
      "key": "interestOffer",
      "route": "/aplicacion-credito/continuar-a-meses-con-intereses"
     },
     {
      "key": "result",
      "route": "/aplicacion-credito/resultado"
     },
     {
      "key": "limitExceeded",
      "route": "/aplicacion-credito/limite-de-solicitudes-exedido"
     }
    ],
    "classes": [
     {
      "level": "machine",
      "kind": "walks",
      "covered": [
       "0 dependientes económicos (0 a 6 o más)",
       "6 dependientes económicos (0 a 6 o más)",
       "INDEPENDENT con ingreso 1000 (mínimo 1,000)",
       "INDEPENDENT con ingreso 999.99 (mínimo 1,000)",
       "NIP de 5 dígitos (exactamente 6)",
       "NIP de 6 dígitos (exactamente 6)",
       "NIP de 6 dígitos sin marcar creditCheck",
       "NIP de 6 dígitos sin marcar ownBehalf",
       "NIP de 7 dígitos (exactamente 6)",
       "NIP respondido: ANALYSIS",
       "NIP respondido: APPROVED",
       "NIP respondido: CONFIRMED",
       "NIP respondido: DOCUMENTS_UPLOADED",
       "NIP respondido: ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "NIP respondido: PAID",
       "NIP respondido: PASSED_PRELIMINARY_MODEL",
       "NIP respondido: PENDING_CLIENT_CONSENT",
       "NIP respondido: PREAPPROVED",
       "NIP respondido: REJECTED",
       "NIP respondido: RETRY_PROCESSING_APPLICATION",
       "NIP respondido: SIGNED",
       "NIP respondido: VALIDATING_SIGNATURE",
       "RETIRED con ingreso 1000 (mínimo 1,000)",
       "RETIRED con ingreso 999.99 (mínimo 1,000)",
       "código postal cambiado tras su consulta, segunda consulta fallida (HTTP 404)",
       "código postal cambiado tras su consulta, segunda consulta fallida (HTTP 503)",
       "código postal con un dígito borrado durante su consulta, la respuesta llega después",
       "código postal de 4 dígitos",
       "código postal de 5 dígitos",
       "código postal de 6 dígitos",
       "domicilio desde dentro de un año (01/2027)",
       "domicilio desde el mes pasado (12/2025)",
       "domicilio desde el mes próximo (02/2026)",
       "domicilio desde este mes (01/2026)",
       "empleo desde dentro de un año (01/2027)",
       "empleo desde el mes pasado (12/2025)",
       "empleo desde el mes próximo (02/2026)",
       "empleo desde este mes (01/2026)",
       "envío procesado: ANALYSIS",
       "envío procesado: APPROVED",
       "envío procesado: CONFIRMED",
       "envío procesado: DOCUMENTS_UPLOADED",
       "envío procesado: ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "envío procesado: PAID",
       "envío procesado: PASSED_PRELIMINARY_MODEL",
       "envío procesado: PENDING_CLIENT_CONSENT",
       "envío procesado: PREAPPROVED",
       "envío procesado: REJECTED",
       "envío procesado: RETRY_PROCESSING_APPLICATION",
       "envío procesado: SIGNED",
       "envío procesado: VALIDATING_SIGNATURE",
       "envío sin procesar: ANALYSIS",
       "envío sin procesar: APPROVED",
       "envío sin procesar: CONFIRMED",
       "envío sin procesar: DOCUMENTS_UPLOADED",
       "envío sin procesar: ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "envío sin procesar: PAID",
       "envío sin procesar: PASSED_PRELIMINARY_MODEL",
       "envío sin procesar: PENDING_CLIENT_CONSENT",
       "envío sin procesar: PREAPPROVED",
       "envío sin procesar: REJECTED",
       "envío sin procesar: RETRY_PROCESSING_APPLICATION",
       "envío sin procesar: SIGNED",
       "envío sin procesar: VALIDATING_SIGNATURE",
       "ingreso 1000 (mínimo 1,000)",
       "ingreso 1000.01 (mínimo 1,000)",
       "ingreso 999.99 (mínimo 1,000)",
       "pasos cerrados tras el envío, desde oferta con intereses",
       "pasos cerrados tras el envío, desde permisos",
       "pasos cerrados tras el envío, desde producto tras el envío",
       "pasos cerrados tras el envío, desde resultado",
       "rechazo: 1 cuenta vencida",
       "rechazo: CLIENT_WITHOUT_CREDIT_HISTORY",
       "rechazo: COMPETITOR_CONSULTATIONS",
       "rechazo: CREDIT_HISTORY_BLOCKED",
       "rechazo: FAILED_RISK_MODEL",
       "rechazo: FICO_SCORE_TOO_LOW",
       "rechazo: FINANCIAL_PENALTIES",
       "rechazo: FRAUDULENT_BEHAVIOR",
       "rechazo: HIGH_CREDIT_CARD_UTILIZATION",
       "rechazo: HIGH_OVERALL_CREDIT_UTILIZATION",
       "rechazo: INSUFFICIENT_APPROVABLE_AMOUNT",
       "rechazo: INTERNAL_PAST_DUE_BALANCE",
       "rechazo: LITTLE_CREDIT_EXPERIENCE",
       "rechazo: NECESSARY_MANUAL_REVIEW_BECAUSE_OF_PAST_DUE_ACCOUNTS",
       "rechazo: NO_CREDIT_HISTORY",
       "rechazo: NO_PAYMENTS_RECORD",
       "rechazo: OVERDUE_ACCOUNTS",
       "rechazo: OVERDUE_BALANCE",
       "rechazo: PAST_DUE_ACCOUNTS",
       "rechazo: PAST_DUE_ACCOUNTS_PERCENTAGE",
       "rechazo: PAYMENT_BEHAVIOR_TREND",
       "rechazo: RECURRENT_LATE_PAYMENTS",
       "rechazo: SINGLE_PAST_DUE_ACCOUNT_HIGH_AMOUNT",
       "rechazo: TOO_MANY_CONSULTATIONS",
       "rechazo: TOO_MANY_RECENT_ACCOUNTS",
       "rechazo: código con espacio al final",
       "rechazo: código desconocido",
       "renta 1000 (mínimo 1,000)",
       "renta 1000.01 (mínimo 1,000)",
       "renta 999.99 (mínimo 1,000)",
       "resultado guardado en modo promotor: ANALYSIS",
       "resultado guardado en modo promotor: APPROVED",
       "resultado guardado en modo promotor: CONFIRMED",
       "resultado guardado en modo promotor: DOCUMENTS_UPLOADED",
       "resultado guardado en modo promotor: ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "resultado guardado en modo promotor: PAID",
       "resultado guardado en modo promotor: PASSED_PRELIMINARY_MODEL",
       "resultado guardado en modo promotor: PENDING_CLIENT_CONSENT",
       "resultado guardado en modo promotor: PREAPPROVED",
       "resultado guardado en modo promotor: REJECTED",
       "resultado guardado en modo promotor: RETRY_PROCESSING_APPLICATION",
       "resultado guardado en modo promotor: SIGNED",
       "resultado guardado en modo promotor: VALIDATING_SIGNATURE",
       "resultado guardado: ANALYSIS",
       "resultado guardado: APPROVED",
       "resultado guardado: CONFIRMED",
       "resultado guardado: DOCUMENTS_UPLOADED",
       "resultado guardado: ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "resultado guardado: PAID",
       "resultado guardado: PASSED_PRELIMINARY_MODEL",
       "resultado guardado: PENDING_CLIENT_CONSENT",
       "resultado guardado: PREAPPROVED",
       "resultado guardado: REJECTED",
       "resultado guardado: RETRY_PROCESSING_APPLICATION",
       "resultado guardado: SIGNED",
       "resultado guardado: VALIDATING_SIGNATURE",
       "tabla limit above (compra, límite 12,000, precio 50,000): precio 50000, monto 12000.01",
       "tabla limit above (préstamo, límite 15,000, 2,000 en uso): monto 13000.01",
       "tabla limit at (compra, límite 12,000, precio 50,000): precio 50000, monto 12000",
       "tabla limit at (préstamo, límite 15,000, 2,000 en uso): monto 13000",
       "tabla limit below (préstamo, límite 15,000, 2,000 en uso): monto 12999.99",
       "tabla limits.FINANCING_RATIO above (precio 10,000: 90 %): precio 10000, monto 9000.01",
       "tabla limits.FINANCING_RATIO above (precio 2,100: el precio mismo): precio 2100, monto 2100.01",
       "tabla limits.FINANCING_RATIO at (precio 10,000: 90 %): precio 10000, monto 9000",
       "tabla limits.FINANCING_RATIO at (precio 2,100: el precio mismo): precio 2100, monto 2100",
       "tabla limits.FINANCING_RATIO below (precio 10,000: 90 %): precio 10000, monto 8999.99",
       "tabla limits.FINANCING_RATIO below (precio 2,100: el precio mismo): precio 2100, monto 2099.99",
       "tabla limits.MAX_AMOUNT above (precio, monto 10,000): precio 50000.01, monto 10000",
       "tabla limits.MAX_AMOUNT at (precio, monto 10,000): precio 50000, monto 10000",
       "tabla limits.MAX_AMOUNT below (precio, monto 10,000): precio 49999.99, monto 10000",
       "tabla limits.MIN_AMOUNT above (monto, precio 10,000): precio 10000, monto 2000.01",
       "tabla limits.MIN_AMOUNT above (precio, monto 2,000): precio 2000.01, monto 2000",
       "tabla limits.MIN_AMOUNT at (monto, precio 10,000): precio 10000, monto 2000",
       "tabla limits.MIN_AMOUNT at (precio, monto 2,000): precio 2000, monto 2000",
       "tabla limits.MIN_AMOUNT below (monto, precio 10,000): precio 10000, monto 1999.99",
       "tabla limits.MIN_AMOUNT below (precio, monto 2,000): precio 1999.99, monto 2000",
       "tabla limits.PERSONAL_LOAN_CAP above (préstamo sin límite): monto 20000.01",
       "tabla limits.PERSONAL_LOAN_CAP above (préstamo, límite 30,000): monto 20000.01",
       "tabla limits.PERSONAL_LOAN_CAP above (préstamo, límite 50,000, 15,000 en préstamos): monto 5000.01",
       "tabla limits.PERSONAL_LOAN_CAP at (préstamo sin límite): monto 20000",
       "tabla limits.PERSONAL_LOAN_CAP at (préstamo, límite 30,000): monto 20000",
       "tabla limits.PERSONAL_LOAN_CAP at (préstamo, límite 50,000, 15,000 en préstamos): monto 5000",
       "tabla limits.PERSONAL_LOAN_CAP below (préstamo sin límite): monto 19999.99",
       "tabla limits.PERSONAL_LOAN_CAP below (préstamo, límite 50,000, 15,000 en préstamos): monto 4999.99",
       "tabla limits.STORE_DEFAULT_CAP above (compra sin límite, precio 50,000): precio 50000, monto 45000.01",
       "tabla limits.STORE_DEFAULT_CAP below (compra sin límite, precio 50,000): precio 50000, monto 45000",
       "tabla terms.TERM_BANDS above (20000, plazo 24 meses): precio 50000, monto 20000",
       "tabla terms.TERM_BANDS at (10000, plazo 18 meses): precio 50000, monto 10000",
       "tabla terms.TERM_BANDS at (1998.99, plazo 3 meses): precio 50000, monto 1998.99",
       "tabla terms.TERM_BANDS at (1999, plazo 3 meses): precio 50000, monto 1999",
       "tabla terms.TERM_BANDS at (2000, plazo 3 meses): precio 50000, monto 2000",
       "tabla terms.TERM_BANDS at (20000, plazo 18 meses): precio 50000, monto 20000",
       "tabla terms.TERM_BANDS at (20000.01, plazo 24 meses): precio 50000, monto 20000.01",
       "tabla terms.TERM_BANDS at (2999.99, plazo 3 meses): precio 50000, monto 2999.99",
       "tabla terms.TERM_BANDS at (3000, plazo 6 meses): precio 50000, monto 3000",
       "tabla terms.TERM_BANDS at (4999.99, plazo 6 meses): precio 50000, monto 4999.99",
       "tabla terms.TERM_BANDS at (5000, plazo 12 meses): precio 50000, monto 5000",
       "tabla terms.TERM_BANDS at (50000, plazo 24 meses): precio 50000, monto 50000",
       "tabla terms.TERM_BANDS at (9999.99, plazo 12 meses): precio 50000, monto 9999.99",
       "teléfono de referencia de 10 dígitos (al menos 10)",
       "teléfono de referencia de 11 dígitos (al menos 10)",
       "teléfono de referencia de 9 dígitos (al menos 10)",
       "vivienda GUEST sin renta",
       "vivienda MORTGAGE sin renta",
       "vivienda OWNED sin renta"
      ],
      "missing": [],
      "run": "2b3c703 2026-11-30 07:14 UTC",
      "commit": "2b3c703"
     },
     {
      "level": "machine",
      "kind": "rows",
      "covered": [
       "bands.10000",
       "bands.1998.99",
       "bands.1999",
       "bands.2000",
       "bands.20000",
       "bands.20000.01",
       "bands.2999.99",
       "bands.3000",
       "bands.4999.99",
       "bands.5000",
       "bands.50000",
       "bands.9999.99",
       "bounds.amount.financing.above",
       "bounds.amount.financing.at",
       "bounds.amount.financing.below",
       "bounds.amount.limit.above",
       "bounds.amount.limit.at",
       "bounds.amount.limit.below",
       "bounds.amount.min.above",
       "bounds.amount.min.at",
       "bounds.amount.min.below",
       "bounds.amount.priceItself.above",
       "bounds.amount.priceItself.at",
       "bounds.amount.priceItself.below",
       "bounds.dependents.max.at",
       "bounds.dependents.min.at",
       "bounds.income.min.above",
       "bounds.income.min.at",
       "bounds.income.min.below",
       "bounds.nip.digits.above",
       "bounds.nip.digits.at",
       "bounds.nip.digits.below",
       "bounds.postalCode.digits.above",
       "bounds.postalCode.digits.at",
       "bounds.postalCode.digits.below",
       "bounds.price.max.above",
       "bounds.price.max.at",
       "bounds.price.max.below",
       "bounds.price.min.above",
       "bounds.price.min.at",
       "bounds.price.min.below",
       "bounds.referencePhone.digits.above",
       "bounds.referencePhone.digits.at",
       "bounds.referencePhone.digits.below",
       "bounds.rent.min.above",
       "bounds.rent.min.at",
       "bounds.rent.min.below",
       "defaultReason.copy",
       "defaultReason.means",
       "destination.home",
       "destination.promoter",
       "destination.sign",
       "landing.query",
       "landing.utm.campaign",
       "landing.utm.content",
       "landing.utm.medium",
       "landing.utm.source",
       "landing.utm.term",
       "msiMaxMonths",
       "overdueCount",
       "reasons.CLIENT_WITHOUT_CREDIT_HISTORY",
       "reasons.COMPETITOR_CONSULTATIONS",
       "reasons.CREDIT_HISTORY_BLOCKED",
       "reasons.FAILED_RISK_MODEL",
       "reasons.FICO_SCORE_TOO_LOW",
       "reasons.FINANCIAL_PENALTIES",
       "reasons.FRAUDULENT_BEHAVIOR",
       "reasons.HIGH_CREDIT_CARD_UTILIZATION",
       "reasons.HIGH_OVERALL_CREDIT_UTILIZATION",
       "reasons.INSUFFICIENT_APPROVABLE_AMOUNT",
       "reasons.INTERNAL_PAST_DUE_BALANCE",
       "reasons.LITTLE_CREDIT_EXPERIENCE",
       "reasons.NECESSARY_MANUAL_REVIEW_BECAUSE_OF_PAST_DUE_ACCOUNTS",
       "reasons.NO_CREDIT_HISTORY",
       "reasons.NO_PAYMENTS_RECORD",
       "reasons.OVERDUE_ACCOUNTS",
       "reasons.OVERDUE_BALANCE",
       "reasons.PAST_DUE_ACCOUNTS",
       "reasons.PAST_DUE_ACCOUNTS_PERCENTAGE",
       "reasons.PAYMENT_BEHAVIOR_TREND",
       "reasons.RECURRENT_LATE_PAYMENTS",
       "reasons.SINGLE_PAST_DUE_ACCOUNT_HIGH_AMOUNT",
       "reasons.TOO_MANY_CONSULTATIONS",
       "reasons.TOO_MANY_RECENT_ACCOUNTS",
       "reasons.count",
       "reasons.default",
       "reasons.trailingSpace",
       "reasons.unknown",
       "routes",
       "rules.amount.max",
       "rules.amount.min",
       "rules.dependents.max",
       "rules.dependents.min",
       "rules.financingPercent",
       "rules.income",
       "rules.nipDigits",
       "rules.postalCodeDigits",
       "rules.price.max",
       "rules.price.min",
       "rules.referencePhoneDigits",
       "rules.rent",
       "screens.address.route",
       "screens.consent.route",
       "screens.employment.route",
       "screens.interestOffer.route",
       "screens.limitExceeded.route",
       "screens.product.heading.PERSONAL_LOAN",
       "screens.product.heading.STORE",
       "screens.product.route",
       "screens.references.route",
       "screens.result.heading.APPROVED",
       "screens.result.heading.PREAPPROVED",
       "screens.result.heading.RETRY_PROCESSING_APPLICATION",
       "screens.result.heading.rejected",
       "screens.result.promoterHeading.APPROVED",
       "screens.result.promoterHeading.ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "screens.result.promoterHeading.PREAPPROVED",
       "screens.result.promoterHeading.RETRY_PROCESSING_APPLICATION",
       "screens.result.promoterHeading.rejected",
       "screens.result.route",
       "statuses.nip.ANALYSIS",
       "statuses.nip.APPROVED",
       "statuses.nip.CONFIRMED",
       "statuses.nip.DOCUMENTS_UPLOADED",
       "statuses.nip.ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "statuses.nip.PAID",
       "statuses.nip.PASSED_PRELIMINARY_MODEL",
       "statuses.nip.PENDING_CLIENT_CONSENT",
       "statuses.nip.PREAPPROVED",
       "statuses.nip.REJECTED",
       "statuses.nip.RETRY_PROCESSING_APPLICATION",
       "statuses.nip.SIGNED",
       "statuses.nip.VALIDATING_SIGNATURE",
       "statuses.processed.ANALYSIS",
       "statuses.processed.APPROVED",
       "statuses.processed.CONFIRMED",
       "statuses.processed.DOCUMENTS_UPLOADED",
       "statuses.processed.ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "statuses.processed.PAID",
       "statuses.processed.PASSED_PRELIMINARY_MODEL",
       "statuses.processed.PENDING_CLIENT_CONSENT",
       "statuses.processed.PREAPPROVED",
       "statuses.processed.REJECTED",
       "statuses.processed.RETRY_PROCESSING_APPLICATION",
       "statuses.processed.SIGNED",
       "statuses.processed.VALIDATING_SIGNATURE",
       "statuses.result.ANALYSIS",
       "statuses.result.APPROVED",
       "statuses.result.CONFIRMED",
       "statuses.result.DOCUMENTS_UPLOADED",
       "statuses.result.ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "statuses.result.PAID",
       "statuses.result.PASSED_PRELIMINARY_MODEL",
       "statuses.result.PENDING_CLIENT_CONSENT",
       "statuses.result.PREAPPROVED",
       "statuses.result.REJECTED",
       "statuses.result.RETRY_PROCESSING_APPLICATION",
       "statuses.result.SIGNED",
       "statuses.result.VALIDATING_SIGNATURE",
       "statuses.submitted.ANALYSIS",
       "statuses.submitted.APPROVED",
       "statuses.submitted.CONFIRMED",
       "statuses.submitted.DOCUMENTS_UPLOADED",
       "statuses.submitted.ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "statuses.submitted.PAID",
       "statuses.submitted.PASSED_PRELIMINARY_MODEL",
       "statuses.submitted.PENDING_CLIENT_CONSENT",
       "statuses.submitted.PREAPPROVED",
       "statuses.submitted.REJECTED",
       "statuses.submitted.RETRY_PROCESSING_APPLICATION",
       "statuses.submitted.SIGNED",
       "statuses.submitted.VALIDATING_SIGNATURE",
       "texts.createFailed",
       "texts.missingStore",
       "texts.nipFailed",
       "texts.offerFailed",
       "texts.pastDate",
       "texts.postalCodeLookupFailed",
       "texts.postalCodeNotFound",
       "texts.resendFailed",
       "texts.submitFailed",
       "texts.wrongNip",
       "timings.errorMs",
       "timings.estimateDebounceMs",
       "timings.estimateRange",
       "timings.resendSeconds"
      ],
      "missing": [],
      "run": "2b3c703 2026-11-30 07:14 UTC",
      "commit": "2b3c703"
     },
     {
      "level": "ui",
      "kind": "walks",
      "covered": [
       "0 dependientes económicos (0 a 6 o más)",
       "6 dependientes económicos (0 a 6 o más)",
       "NIP de 5 dígitos (exactamente 6)",
       "NIP de 6 dígitos (exactamente 6)",
       "NIP de 7 dígitos (exactamente 6)",
       "código postal de 4 dígitos",
       "código postal de 5 dígitos",
       "código postal de 6 dígitos",
       "ingreso 1000 (mínimo 1,000)",
       "ingreso 1000.01 (mínimo 1,000)",
       "ingreso 999.99 (mínimo 1,000)",
       "pasos cerrados tras el envío, desde oferta con intereses",
       "pasos cerrados tras el envío, desde permisos",
       "pasos cerrados tras el envío, desde producto tras el envío",
       "pasos cerrados tras el envío, desde resultado",
       "rechazo: 1 cuenta vencida",
       "rechazo: CLIENT_WITHOUT_CREDIT_HISTORY",
       "rechazo: COMPETITOR_CONSULTATIONS",
       "rechazo: CREDIT_HISTORY_BLOCKED",
       "rechazo: FAILED_RISK_MODEL",
       "rechazo: FICO_SCORE_TOO_LOW",
       "rechazo: FINANCIAL_PENALTIES",
       "rechazo: FRAUDULENT_BEHAVIOR",
       "rechazo: HIGH_CREDIT_CARD_UTILIZATION",
       "rechazo: HIGH_OVERALL_CREDIT_UTILIZATION",
       "rechazo: INSUFFICIENT_APPROVABLE_AMOUNT",
       "rechazo: INTERNAL_PAST_DUE_BALANCE",
       "rechazo: LITTLE_CREDIT_EXPERIENCE",
       "rechazo: NECESSARY_MANUAL_REVIEW_BECAUSE_OF_PAST_DUE_ACCOUNTS",
       "rechazo: NO_CREDIT_HISTORY",
       "rechazo: NO_PAYMENTS_RECORD",
       "rechazo: OVERDUE_ACCOUNTS",
       "rechazo: OVERDUE_BALANCE",
       "rechazo: PAST_DUE_ACCOUNTS",
       "rechazo: PAST_DUE_ACCOUNTS_PERCENTAGE",
       "rechazo: PAYMENT_BEHAVIOR_TREND",
       "rechazo: RECURRENT_LATE_PAYMENTS",
       "rechazo: SINGLE_PAST_DUE_ACCOUNT_HIGH_AMOUNT",
       "rechazo: TOO_MANY_CONSULTATIONS",
       "rechazo: TOO_MANY_RECENT_ACCOUNTS",
       "rechazo: código con espacio al final",
       "rechazo: código desconocido",
       "renta 1000 (mínimo 1,000)",
       "renta 1000.01 (mínimo 1,000)",
       "renta 999.99 (mínimo 1,000)",
       "resultado guardado en modo promotor: ANALYSIS",
       "resultado guardado en modo promotor: APPROVED",
       "resultado guardado en modo promotor: CONFIRMED",
       "resultado guardado en modo promotor: DOCUMENTS_UPLOADED",
       "resultado guardado en modo promotor: ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "resultado guardado en modo promotor: PAID",
       "resultado guardado en modo promotor: PASSED_PRELIMINARY_MODEL",
       "resultado guardado en modo promotor: PENDING_CLIENT_CONSENT",
       "resultado guardado en modo promotor: PREAPPROVED",
       "resultado guardado en modo promotor: REJECTED",
       "resultado guardado en modo promotor: RETRY_PROCESSING_APPLICATION",
       "resultado guardado en modo promotor: SIGNED",
       "resultado guardado en modo promotor: VALIDATING_SIGNATURE",
       "resultado guardado: ANALYSIS",
       "resultado guardado: APPROVED",
       "resultado guardado: CONFIRMED",
       "resultado guardado: DOCUMENTS_UPLOADED",
       "resultado guardado: ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "resultado guardado: PAID",
       "resultado guardado: PASSED_PRELIMINARY_MODEL",
       "resultado guardado: PENDING_CLIENT_CONSENT",
       "resultado guardado: PREAPPROVED",
       "resultado guardado: REJECTED",
       "resultado guardado: RETRY_PROCESSING_APPLICATION",
       "resultado guardado: SIGNED",
       "resultado guardado: VALIDATING_SIGNATURE",
       "tabla limit above (compra, límite 12,000, precio 50,000): precio 50000, monto 12000.01",
       "tabla limit above (préstamo, límite 15,000, 2,000 en uso): monto 13000.01",
       "tabla limit at (compra, límite 12,000, precio 50,000): precio 50000, monto 12000",
       "tabla limit at (préstamo, límite 15,000, 2,000 en uso): monto 13000",
       "tabla limit below (préstamo, límite 15,000, 2,000 en uso): monto 12999.99",
       "tabla limits.FINANCING_RATIO above (precio 10,000: 90 %): precio 10000, monto 9000.01",
       "tabla limits.FINANCING_RATIO above (precio 2,100: el precio mismo): precio 2100, monto 2100.01",
       "tabla limits.FINANCING_RATIO at (precio 10,000: 90 %): precio 10000, monto 9000",
       "tabla limits.FINANCING_RATIO at (precio 2,100: el precio mismo): precio 2100, monto 2100",
       "tabla limits.FINANCING_RATIO below (precio 10,000: 90 %): precio 10000, monto 8999.99",
       "tabla limits.FINANCING_RATIO below (precio 2,100: el precio mismo): precio 2100, monto 2099.99",
       "tabla limits.MAX_AMOUNT above (precio, monto 10,000): precio 50000.01, monto 10000",
       "tabla limits.MAX_AMOUNT at (precio, monto 10,000): precio 50000, monto 10000",
       "tabla limits.MAX_AMOUNT below (precio, monto 10,000): precio 49999.99, monto 10000",
       "tabla limits.MIN_AMOUNT above (monto, precio 10,000): precio 10000, monto 2000.01",
       "tabla limits.MIN_AMOUNT above (precio, monto 2,000): precio 2000.01, monto 2000",
       "tabla limits.MIN_AMOUNT at (monto, precio 10,000): precio 10000, monto 2000",
       "tabla limits.MIN_AMOUNT at (precio, monto 2,000): precio 2000, monto 2000",
       "tabla limits.MIN_AMOUNT below (monto, precio 10,000): precio 10000, monto 1999.99",
       "tabla limits.MIN_AMOUNT below (precio, monto 2,000): precio 1999.99, monto 2000",
       "tabla limits.PERSONAL_LOAN_CAP above (préstamo sin límite): monto 20000.01",
       "tabla limits.PERSONAL_LOAN_CAP above (préstamo, límite 30,000): monto 20000.01",
       "tabla limits.PERSONAL_LOAN_CAP above (préstamo, límite 50,000, 15,000 en préstamos): monto 5000.01",
       "tabla limits.PERSONAL_LOAN_CAP at (préstamo sin límite): monto 20000",
       "tabla limits.PERSONAL_LOAN_CAP at (préstamo, límite 30,000): monto 20000",
       "tabla limits.PERSONAL_LOAN_CAP at (préstamo, límite 50,000, 15,000 en préstamos): monto 5000",
       "tabla limits.PERSONAL_LOAN_CAP below (préstamo sin límite): monto 19999.99",
       "tabla limits.PERSONAL_LOAN_CAP below (préstamo, límite 50,000, 15,000 en préstamos): monto 4999.99",
       "tabla limits.STORE_DEFAULT_CAP above (compra sin límite, precio 50,000): precio 50000, monto 45000.01",
       "tabla limits.STORE_DEFAULT_CAP below (compra sin límite, precio 50,000): precio 50000, monto 45000",
       "tabla terms.TERM_BANDS at (10000, plazo 18 meses): precio 50000, monto 10000",
       "tabla terms.TERM_BANDS at (1998.99, plazo 3 meses): precio 50000, monto 1998.99",
       "tabla terms.TERM_BANDS at (1999, plazo 3 meses): precio 50000, monto 1999",
       "tabla terms.TERM_BANDS at (2000, plazo 3 meses): precio 50000, monto 2000",
       "tabla terms.TERM_BANDS at (20000, plazo 18 meses): precio 50000, monto 20000",
       "tabla terms.TERM_BANDS at (20000.01, plazo 24 meses): precio 50000, monto 20000.01",
       "tabla terms.TERM_BANDS at (2999.99, plazo 3 meses): precio 50000, monto 2999.99",
       "tabla terms.TERM_BANDS at (3000, plazo 6 meses): precio 50000, monto 3000",
       "tabla terms.TERM_BANDS at (4999.99, plazo 6 meses): precio 50000, monto 4999.99",
       "tabla terms.TERM_BANDS at (5000, plazo 12 meses): precio 50000, monto 5000",
       "tabla terms.TERM_BANDS at (50000, plazo 24 meses): precio 50000, monto 50000",
       "tabla terms.TERM_BANDS at (9999.99, plazo 12 meses): precio 50000, monto 9999.99",
       "teléfono de referencia de 10 dígitos (al menos 10)",
       "teléfono de referencia de 11 dígitos (al menos 10)",
       "teléfono de referencia de 9 dígitos (al menos 10)"
      ],
      "missing": [],
      "run": "2b3c703 2026-11-30 07:13 UTC",
      "commit": "2b3c703"
     },
     {
      "level": "ui",
      "kind": "rows",
      "covered": [
       "bounds.dependents.options",
       "screens.address.heading",
       "screens.address.progress",
       "screens.consent.heading",
       "screens.consent.progress",
       "screens.employment.heading",
       "screens.employment.progress",
       "screens.interestOffer.heading",
       "screens.limitExceeded.heading",
       "screens.references.heading",
       "screens.references.progress",
       "texts.finish",
       "texts.rejectedLimit",
       "texts.tooMany"
      ],
      "missing": [],
      "run": "2b3c703 2026-11-30 07:13 UTC",
      "commit": "2b3c703"
     }
    ]
   }
  },
  {
   "name": "storeSearch",
   "kind": "flow",
   "title": "Búsqueda de comercio",
   "machineId": "storeSearch",
   "description": "Búsqueda de comercio: la consulta se envía 1000 ms después de escribir, nunca vacía, hasta 5.",
   "screens": [
    {
     "key": "idle",
     "title": "Resultados de comercios",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": [
      "Borra la búsqueda"
     ]
    },
    {
     "key": "debouncing",
     "title": "Escribiendo",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"488pt\" height=\"264pt\"\n viewBox=\"0.00 0.00 488.00 264.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 260)\">\n<title>storeSearch&#45;pantallas</title>\n<!-- idle -->\n<g id=\"flow:storeSearch:idle\" class=\"node\">\n<title>idle</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120,-256C120,-256 12,-256 12,-256 6,-256 0,-250 0,-244 0,-244 0,-12 0,-12 0,-6 6,0 12,0 12,0 120,0 120,0 126,0 132,-6 132,-12 132,-12 132,-244 132,-244 132,-250 126,-256 120,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Resultados de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">comercios</text>\n<rect x=\"17.0\" y=\"-248.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"66.0\" y=\"-142.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- debouncing -->\n<g id=\"flow:storeSearch:debouncing\" class=\"node\">\n<title>debouncing</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M468.05,-256C468.05,-256 360.05,-256 360.05,-256 354.05,-256 348.05,-250 348.05,-244 348.05,-244 348.05,-12 348.05,-12 348.05,-6 354.05,0 360.05,0 360.05,0 468.05,0 468.05,0 474.05,0 480.05,-6 480.05,-12 480.05,-12 480.05,-244 480.05,-244 480.05,-250 474.05,-256 468.05,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"414.05\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Escribiendo</text>\n<rect x=\"365.1\" y=\"-248.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"414.1\" y=\"-142.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- idle&#45;&gt;debouncing -->\n<g id=\"edge1\" class=\"edge\">\n<title>idle&#45;&gt;debouncing</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M133.41,-141.87C146.16,-144.01 159.45,-145.87 172,-147 232.23,-152.41 247.83,-152.41 308.05,-147 316.97,-146.2 326.27,-145.02 335.48,-143.64\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"335.63,-146.1 342.16,-142.58 334.86,-141.26 335.63,-146.1\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.03\" y=\"-153.75\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Escribe el nombre del comercio</text>\n</g>\n<!-- debouncing&#45;&gt;idle -->\n<g id=\"edge2\" class=\"edge\">\n<title>debouncing&#45;&gt;idle</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M346.78,-79.05C334.45,-72.19 321.28,-66.19 308.05,-62.4 249.93,-45.73 230.13,-45.73 172,-62.4 162.29,-65.18 152.6,-69.16 143.26,-73.79\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"142.35,-71.5 137.3,-76.93 144.63,-75.84 142.35,-71.5\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.03\" y=\"-129.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Borra la búsqueda</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.03\" y=\"-119.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Pasa 1 s sin escribir: busca →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.03\" y=\"-108.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Borra la búsqueda</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.03\" y=\"-97.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Pasa 1 s sin escribir: busca →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.03\" y=\"-86.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Comercios encontrados</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.03\" y=\"-75.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Pasa 1 s sin escribir: busca →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.03\" y=\"-65.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Falla al buscar</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Busca un comercio",
     "happy": true,
     "start": "idle",
     "steps": [
      {
       "label": "Escribe el nombre del comercio",
       "screen": "debouncing"
      },
      {
       "label": "Pasa 1 s sin escribir: busca → Borra la búsqueda",
       "screen": "idle"
      }
     ],
     "variants": 1,
     "tests": 2
    },
    {
     "id": "J02",
     "name": "Borra la búsqueda",
     "happy": false,
     "start": "idle",
     "steps": [
      {
       "label": "Escribe el nombre del comercio",
       "screen": "debouncing"
      },
      {
       "label": "Pasa 1 s sin escribir: busca → Comercios encontrados",
       "screen": "idle"
      },
      {
       "label": "Borra la búsqueda",
       "screen": "idle"
      }
     ],
     "variants": 1,
     "tests": 3
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       3,
       3
      ],
      "transitions": [
       5,
       5
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:12 UTC",
      "commit": "89c7d60"
     },
     {
      "level": "ui",
      "states": [
       3,
       3
      ],
      "transitions": [
       5,
       5
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:08 UTC",
      "commit": "89c7d60"
     }
    ],
    "routed": [],
    "classes": []
   }
  },
  {
   "name": "storeLink",
   "kind": "flow",
   "title": "Link de tienda",
   "machineId": "storeLink",
   "description": "Link de tienda: sin storeId o con una tienda inexistente termina con el texto del §8.",
   "screens": [
    {
     "key": "failed",
     "title": "Link de tienda inválido",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "found",
     "title": "Tienda encontrada",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"371pt\" height=\"344pt\"\n viewBox=\"0.00 0.00 371.00 344.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 339.6)\">\n<title>storeLink&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-221\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- failed -->\n<g id=\"flow:storeLink:failed\" class=\"node\">\n<title>failed</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M350.59,-335.6C350.59,-335.6 242.59,-335.6 242.59,-335.6 236.59,-335.6 230.59,-329.6 230.59,-323.6 230.59,-323.6 230.59,-304.4 230.59,-304.4 230.59,-298.4 236.59,-292.4 242.59,-292.4 242.59,-292.4 350.59,-292.4 350.59,-292.4 356.59,-292.4 362.59,-298.4 362.59,-304.4 362.59,-304.4 362.59,-323.6 362.59,-323.6 362.59,-329.6 356.59,-335.6 350.59,-335.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"296.59\" y=\"-308.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Link de tienda</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"296.59\" y=\"-295.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">inválido</text>\n<rect x=\"247.6\" y=\"-327.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"296.6\" y=\"-221.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;failed -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;failed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M17.94,-223.58C47.1,-233.08 150.37,-266.71 222.39,-290.16\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"221.28,-292.38 228.69,-292.21 222.79,-287.72 221.28,-292.38\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.3\" y=\"-313.66\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Link con tienda → La tienda no</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.3\" y=\"-302.86\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">existe</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.3\" y=\"-292.06\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Link con tienda → Falla al</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.3\" y=\"-281.26\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">buscar la tienda</text>\n</g>\n<!-- found -->\n<g id=\"flow:storeLink:found\" class=\"node\">\n<title>found</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M350.59,-256C350.59,-256 242.59,-256 242.59,-256 236.59,-256 230.59,-250 230.59,-244 230.59,-244 230.59,-12 230.59,-12 230.59,-6 236.59,0 242.59,0 242.59,0 350.59,0 350.59,0 356.59,0 362.59,-6 362.59,-12 362.59,-12 362.59,-244 362.59,-244 362.59,-250 356.59,-256 350.59,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"296.59\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Tienda encontrada</text>\n<rect x=\"247.6\" y=\"-248.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"296.6\" y=\"-142.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;found -->\n<g id=\"edge2\" class=\"edge\">\n<title>__start&#45;&gt;found</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M17.94,-218.42C46.56,-209.1 146.56,-176.53 218.34,-153.16\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"218.94,-155.54 224.84,-151.04 217.43,-150.88 218.94,-155.54\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.3\" y=\"-216.71\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Link con tienda → La tienda</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.3\" y=\"-205.91\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">existe</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Llega desde el link de una tienda",
     "happy": true,
     "start": "__start",
     "steps": [
      {
       "label": "Link con tienda → La tienda existe",
       "screen": "found"
      }
     ],
     "variants": 1,
     "tests": 2
    },
    {
     "id": "J02",
     "name": "Falla al buscar la tienda",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Link con tienda → Falla al buscar la tienda",
       "screen": "failed"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J03",
     "name": "La tienda no existe",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Link con tienda → La tienda no existe",
       "screen": "failed"
      }
     ],
     "variants": 0,
     "tests": 1
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       4,
       4
      ],
      "transitions": [
       5,
       5
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:11 UTC",
      "commit": "89c7d60"
     },
     {
      "level": "ui",
      "states": [
       4,
       4
      ],
      "transitions": [
       5,
       5
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:10 UTC",
      "commit": "89c7d60"
     }
    ],
    "routed": [],
    "classes": []
   }
  },
  {
   "name": "documents",
   "kind": "flow",
   "title": "Documentos de identidad",
   "machineId": "documents",
   "description": "Documentos: link del flujo de identidad, widget, identityId y documentos subidos.",
   "screens": [
    {
     "key": "idle",
     "title": "Subir documentos",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": [
      "Empieza a subir sus documentos → Falla al abrir el widget"
     ]
    },
    {
     "key": "widget",
     "title": "Widget de identidad",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "uploaded",
     "title": "Documentos subidos",
     "route": null,
     "happy": true,
     "final": true,
     "shot": "shots/documents--uploaded.webp",
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"848pt\" height=\"264pt\"\n viewBox=\"0.00 0.00 848.00 264.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 260)\">\n<title>documents&#45;pantallas</title>\n<!-- idle -->\n<g id=\"flow:documents:idle\" class=\"node\">\n<title>idle</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120,-256C120,-256 12,-256 12,-256 6,-256 0,-250 0,-244 0,-244 0,-12 0,-12 0,-6 6,0 12,0 12,0 120,0 120,0 126,0 132,-6 132,-12 132,-12 132,-244 132,-244 132,-250 126,-256 120,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Subir documentos</text>\n<rect x=\"17.0\" y=\"-248.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"66.0\" y=\"-142.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- widget -->\n<g id=\"flow:documents:widget\" class=\"node\">\n<title>widget</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M474.57,-256C474.57,-256 366.57,-256 366.57,-256 360.57,-256 354.57,-250 354.57,-244 354.57,-244 354.57,-12 354.57,-12 354.57,-6 360.57,0 366.57,0 366.57,0 474.57,0 474.57,0 480.57,0 486.57,-6 486.57,-12 486.57,-12 486.57,-244 486.57,-244 486.57,-250 480.57,-256 474.57,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"420.57\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Widget de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"420.57\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">identidad</text>\n<rect x=\"371.6\" y=\"-248.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"420.6\" y=\"-142.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- idle&#45;&gt;widget -->\n<g id=\"edge1\" class=\"edge\">\n<title>idle&#45;&gt;widget</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M133.32,-128C192.56,-128 279.4,-128 341.88,-128\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"341.71,-130.45 348.71,-128 341.71,-125.55 341.71,-130.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"243.28\" y=\"-141.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Empieza a subir sus documentos</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"243.28\" y=\"-130.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">→ Se abre el widget</text>\n</g>\n<!-- widget&#45;&gt;idle -->\n<g id=\"edge2\" class=\"edge\">\n<title>widget&#45;&gt;idle</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M353.18,-113.55C340.42,-111.32 327.13,-109.37 314.57,-108.2 251.48,-102.3 235.09,-102.3 172,-108.2 162.09,-109.13 151.72,-110.53 141.52,-112.18\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"141.38,-109.72 134.88,-113.3 142.19,-114.55 141.38,-109.72\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"243.28\" y=\"-110.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cancela el widget</text>\n</g>\n<!-- uploaded -->\n<g id=\"flow:documents:uploaded\" class=\"node\">\n<title>uploaded</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M827.63,-149.6C827.63,-149.6 719.63,-149.6 719.63,-149.6 713.63,-149.6 707.63,-143.6 707.63,-137.6 707.63,-137.6 707.63,-118.4 707.63,-118.4 707.63,-112.4 713.63,-106.4 719.63,-106.4 719.63,-106.4 827.63,-106.4 827.63,-106.4 833.63,-106.4 839.63,-112.4 839.63,-118.4 839.63,-118.4 839.63,-137.6 839.63,-137.6 839.63,-143.6 833.63,-149.6 827.63,-149.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"773.63\" y=\"-109.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Documentos subidos</text>\n<image href=\"shots/documents--uploaded.webp\" x=\"724.6\" y=\"-141.6\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- widget&#45;&gt;uploaded -->\n<g id=\"edge3\" class=\"edge\">\n<title>widget&#45;&gt;uploaded</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M488.01,-128C546.87,-128 632.83,-128 694.86,-128\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"694.62,-130.45 701.62,-128 694.62,-125.55 694.62,-130.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.1\" y=\"-163.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Termina en el widget →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.1\" y=\"-152.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Documentos registrados</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.1\" y=\"-141.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Termina en el widget → Empieza</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.1\" y=\"-130.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">a subir sus documentos</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Sube sus documentos",
     "happy": true,
     "start": "idle",
     "steps": [
      {
       "label": "Empieza a subir sus documentos → Se abre el widget",
       "screen": "widget"
      },
      {
       "label": "Termina en el widget → Documentos registrados",
       "screen": "uploaded"
      }
     ],
     "variants": 2,
     "tests": 7
    },
    {
     "id": "J02",
     "name": "Cancela el widget",
     "happy": false,
     "start": "idle",
     "steps": [
      {
       "label": "Empieza a subir sus documentos → Se abre el widget",
       "screen": "widget"
      },
      {
       "label": "Cancela el widget",
       "screen": "idle"
      },
      {
       "label": "Empieza a subir sus documentos → Se abre el widget",
       "screen": "widget"
      }
     ],
     "variants": 1,
     "tests": 2
    },
    {
     "id": "J03",
     "name": "Falla al abrir el widget",
     "happy": false,
     "start": "idle",
     "steps": [
      {
       "label": "Empieza a subir sus documentos → Falla al abrir el widget",
       "screen": "idle"
      }
     ],
     "variants": 0,
     "tests": 1
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       7,
       7
      ],
      "transitions": [
       11,
       11
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:11 UTC",
      "commit": "89c7d60"
     },
     {
      "level": "ui",
      "states": [
       7,
       7
      ],
      "transitions": [
       11,
       11
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:10 UTC",
      "commit": "89c7d60"
     }
    ],
    "routed": [],
    "classes": []
   }
  },
  {
   "name": "signing",
   "kind": "flow",
   "title": "Firma del contrato",
   "machineId": "signing",
   "description": "Firma: carga de la solicitud, CLABE primero si hace falta, plazo, contrato con la firma electrónica y la consulta del perfil cada 3 s, términos con NIP por SMS (reenvío), tabla de pagos, CLABE y firma exitosa; recarga de cada pantalla.",
   "screens": [
    {
     "key": "toHome",
     "title": "Fin: inicio",
     "route": null,
     "happy": true,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "clabeFirst",
     "title": "Cuenta CLABE (antes de firmar)",
     "route": "/firmar-aplicacion-credito/:applicationId/cuenta-clabe",
     "happy": false,
     "final": false,
     "shot": "shots/signing--clabeFirst.webp",
     "stays": [
      "Guarda una CLABE inválida: ve el error",
      "Guarda la CLABE → Falla al registrar la CLABE"
     ]
    },
    {
     "key": "chooseTerm",
     "title": "Seleccionar plazo",
     "route": "/firmar-aplicacion-credito/:applicationId/seleccionar-plazo",
     "happy": true,
     "final": false,
     "shot": "shots/signing--chooseTerm.webp",
     "stays": [
      "Continúa sin fecha: ve el error"
     ]
    },
    {
     "key": "loadFailed",
     "title": "No se pudo cargar la solicitud",
     "route": null,
     "happy": false,
     "final": false,
     "shot": null,
     "stays": [
      "Reintentar → Falla al cargar"
     ]
    },
    {
     "key": "contract",
     "title": "Contrato",
     "route": "/firmar-aplicacion-credito/:applicationId",
     "happy": true,
     "final": false,
     "shot": "shots/signing--contract.invalid.webp",
     "stays": [
      "Abre el contrato para firmar",
      "Cierra el widget"
     ]
    },
    {
     "key": "contract.validating",
     "title": "Contrato: validando la firma",
     "route": "/firmar-aplicacion-credito/:applicationId",
     "happy": true,
     "final": false,
     "shot": "shots/signing--contract.validating.webp",
     "stays": []
    },
    {
     "key": "contract.invalid",
     "title": "Contrato: firma no validada",
     "route": "/firmar-aplicacion-credito/:applicationId",
     "happy": false,
     "final": false,
     "shot": "shots/signing--contract.invalid.webp",
     "stays": []
    },
    {
     "key": "acceptTerms",
     "title": "Aceptar términos con NIP",
     "route": "/firmar-aplicacion-credito/:applicationId/aceptar-terminos",
     "happy": true,
     "final": false,
     "shot": "shots/signing--acceptTerms.webp",
     "stays": [
      "Intentos del NIP agotados",
      "Falla al enviar el NIP",
      "Acepta sin NIP: ve el error",
      "Puede reenviar el NIP",
      "Reenvía el NIP",
      "NIP reenviado",
      "Aún no puede reenviar",
      "Falla al reenviar",
      "Acepta con el NIP → Rechazo con motivo (otra fecha, límite, intentos): el texto de la app",
      "Acepta con el NIP → NIP incorrecto",
      "Acepta con el NIP → Solicitud cargada",
      "Acepta con el NIP → Falla al cargar"
     ]
    },
    {
     "key": "paymentTable",
     "title": "Tabla de pagos",
     "route": "/firmar-aplicacion-credito/:applicationId/tabla-de-pagos",
     "happy": true,
     "final": false,
     "shot": "shots/signing--paymentTable.webp",
     "stays": []
    },
    {
     "key": "clabe",
     "title": "Cuenta CLABE",
     "route": "/firmar-aplicacion-credito/:applicationId/cuenta-clabe",
     "happy": true,
     "final": false,
     "shot": "shots/signing--clabe.webp",
     "stays": [
      "Guarda la CLABE → Falla al registrar la CLABE",
      "Guarda una CLABE inválida: ve el error"
     ]
    },
    {
     "key": "success",
     "title": "Firma exitosa",
     "route": "/firmar-aplicacion-credito/:applicationId/firma-exitosa",
     "happy": true,
     "final": false,
     "shot": "shots/signing--success.webp",
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"3282pt\" height=\"1279pt\"\n viewBox=\"0.00 0.00 3282.00 1279.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 1274.59)\">\n<title>signing&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-705.19\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- toHome -->\n<g id=\"flow:signing:toHome\" class=\"node\">\n<title>toHome</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M3262.23,-1077.79C3262.23,-1077.79 3154.23,-1077.79 3154.23,-1077.79 3148.23,-1077.79 3142.23,-1071.79 3142.23,-1065.79 3142.23,-1065.79 3142.23,-1046.59 3142.23,-1046.59 3142.23,-1040.59 3148.23,-1034.59 3154.23,-1034.59 3154.23,-1034.59 3262.23,-1034.59 3262.23,-1034.59 3268.23,-1034.59 3274.23,-1040.59 3274.23,-1046.59 3274.23,-1046.59 3274.23,-1065.79 3274.23,-1065.79 3274.23,-1071.79 3268.23,-1077.79 3262.23,-1077.79\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"3208.23\" y=\"-1037.89\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: inicio</text>\n<rect x=\"3159.2\" y=\"-1069.8\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"3208.2\" y=\"-963.8\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;toHome -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;toHome</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M10.42,-714.4C12.74,-762.65 25.13,-986.49 58,-1046.19 121.58,-1161.67 152.24,-1238.19 284.06,-1238.19 284.06,-1238.19 284.06,-1238.19 2948.2,-1238.19 3052.87,-1238.19 3145.16,-1137.47 3185.56,-1085.88\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"3187.42,-1087.48 3189.76,-1080.44 3183.54,-1084.49 3187.42,-1087.48\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1662.94\" y=\"-1262.49\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → La</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1662.94\" y=\"-1251.69\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">solicitud ya no existe</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1662.94\" y=\"-1240.89\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Ya firmada</text>\n</g>\n<!-- clabeFirst -->\n<g id=\"flow:signing:clabeFirst\" class=\"node\">\n<title>clabeFirst</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M339.06,-833.19C339.06,-833.19 231.06,-833.19 231.06,-833.19 225.06,-833.19 219.06,-827.19 219.06,-821.19 219.06,-821.19 219.06,-589.19 219.06,-589.19 219.06,-583.19 225.06,-577.19 231.06,-577.19 231.06,-577.19 339.06,-577.19 339.06,-577.19 345.06,-577.19 351.06,-583.19 351.06,-589.19 351.06,-589.19 351.06,-821.19 351.06,-821.19 351.06,-827.19 345.06,-833.19 339.06,-833.19\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"285.06\" y=\"-593.69\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cuenta CLABE</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"285.06\" y=\"-580.49\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">(antes de firmar)</text>\n<image href=\"shots/signing--clabeFirst.webp\" x=\"236.1\" y=\"-825.2\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;clabeFirst -->\n<g id=\"edge2\" class=\"edge\">\n<title>__start&#45;&gt;clabeFirst</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M18.2,-705.19C46.49,-705.19 141.98,-705.19 210.41,-705.19\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"210.1,-707.64 217.1,-705.19 210.1,-702.74 210.1,-707.64\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"118.53\" y=\"-718.69\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Falta la</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"118.53\" y=\"-707.89\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cuenta CLABE</text>\n</g>\n<!-- chooseTerm -->\n<g id=\"flow:signing:chooseTerm\" class=\"node\">\n<title>chooseTerm</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1021.73,-733.19C1021.73,-733.19 913.73,-733.19 913.73,-733.19 907.73,-733.19 901.73,-727.19 901.73,-721.19 901.73,-721.19 901.73,-489.19 901.73,-489.19 901.73,-483.19 907.73,-477.19 913.73,-477.19 913.73,-477.19 1021.73,-477.19 1021.73,-477.19 1027.73,-477.19 1033.73,-483.19 1033.73,-489.19 1033.73,-489.19 1033.73,-721.19 1033.73,-721.19 1033.73,-727.19 1027.73,-733.19 1021.73,-733.19\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"967.73\" y=\"-480.49\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Seleccionar plazo</text>\n<image href=\"shots/signing--chooseTerm.webp\" x=\"918.7\" y=\"-725.2\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;chooseTerm -->\n<g id=\"edge3\" class=\"edge\">\n<title>__start&#45;&gt;chooseTerm</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M15.73,-699.08C38.53,-675.24 126.16,-588.42 219.06,-559.19 454.29,-485.19 751.24,-546.05 889.43,-582.59\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"888.52,-584.88 895.91,-584.33 889.79,-580.15 888.52,-584.88\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"452.59\" y=\"-529.78\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Solicitud cargada</text>\n</g>\n<!-- loadFailed -->\n<g id=\"flow:signing:loadFailed\" class=\"node\">\n<title>loadFailed</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M674.12,-927.19C674.12,-927.19 566.12,-927.19 566.12,-927.19 560.12,-927.19 554.12,-921.19 554.12,-915.19 554.12,-915.19 554.12,-683.19 554.12,-683.19 554.12,-677.19 560.12,-671.19 566.12,-671.19 566.12,-671.19 674.12,-671.19 674.12,-671.19 680.12,-671.19 686.12,-677.19 686.12,-683.19 686.12,-683.19 686.12,-915.19 686.12,-915.19 686.12,-921.19 680.12,-927.19 674.12,-927.19\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"620.12\" y=\"-687.69\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">No se pudo cargar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"620.12\" y=\"-674.49\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">la solicitud</text>\n<rect x=\"571.1\" y=\"-919.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"620.1\" y=\"-813.2\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;loadFailed -->\n<g id=\"edge4\" class=\"edge\">\n<title>__start&#45;&gt;loadFailed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M15.73,-711.31C38.53,-735.15 126.16,-821.96 219.06,-851.19 329.74,-886.01 464.7,-854 546.17,-827.06\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"546.59,-829.5 552.45,-824.95 545.03,-824.86 546.59,-829.5\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"285.06\" y=\"-869.15\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Falla al cargar</text>\n</g>\n<!-- contract.validating -->\n<g id=\"flow:signing:contract.validating\" class=\"node\">\n<title>contract.validating</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1716.94,-885.19C1716.94,-885.19 1608.94,-885.19 1608.94,-885.19 1602.94,-885.19 1596.94,-879.19 1596.94,-873.19 1596.94,-873.19 1596.94,-641.19 1596.94,-641.19 1596.94,-635.19 1602.94,-629.19 1608.94,-629.19 1608.94,-629.19 1716.94,-629.19 1716.94,-629.19 1722.94,-629.19 1728.94,-635.19 1728.94,-641.19 1728.94,-641.19 1728.94,-873.19 1728.94,-873.19 1728.94,-879.19 1722.94,-885.19 1716.94,-885.19\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1662.94\" y=\"-645.69\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Contrato:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1662.94\" y=\"-632.49\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">validando la firma</text>\n<image href=\"shots/signing--contract.validating.webp\" x=\"1613.9\" y=\"-877.2\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;contract.validating -->\n<g id=\"edge6\" class=\"edge\">\n<title>__start&#45;&gt;contract.validating</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M11.92,-714.21C16.69,-734.95 30.72,-786.91 58,-821.19 134.8,-917.71 160.71,-982.19 284.06,-982.19 284.06,-982.19 284.06,-982.19 1309.83,-982.19 1419.46,-982.19 1464.28,-1020.13 1555.41,-959.19 1579.74,-942.93 1598.89,-919.25 1613.83,-893.78\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1615.86,-895.17 1617.19,-887.87 1611.6,-892.75 1615.86,-895.17\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"792.66\" y=\"-995.69\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Firma en</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"792.66\" y=\"-984.89\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">validación</text>\n</g>\n<!-- contract.invalid -->\n<g id=\"flow:signing:contract.invalid\" class=\"node\">\n<title>contract.invalid</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M2008,-428.19C2008,-428.19 1900,-428.19 1900,-428.19 1894,-428.19 1888,-422.19 1888,-416.19 1888,-416.19 1888,-184.19 1888,-184.19 1888,-178.19 1894,-172.19 1900,-172.19 1900,-172.19 2008,-172.19 2008,-172.19 2014,-172.19 2020,-178.19 2020,-184.19 2020,-184.19 2020,-416.19 2020,-416.19 2020,-422.19 2014,-428.19 2008,-428.19\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1954\" y=\"-188.69\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Contrato: firma no</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1954\" y=\"-175.49\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">validada</text>\n<image href=\"shots/signing--contract.invalid.webp\" x=\"1905.0\" y=\"-420.2\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;contract.invalid -->\n<g id=\"edge28\" class=\"edge\">\n<title>__start&#45;&gt;contract.invalid</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M10.24,-695.89C12.61,-624.71 37.41,-169.19 284.06,-169.19 284.06,-169.19 284.06,-169.19 793.66,-169.19 1210.46,-169.19 1318.47,-149.13 1730.48,-212.19 1783.87,-220.37 1797.79,-223.28 1848,-243.19 1858.66,-247.42 1869.6,-252.48 1880.22,-257.81\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1878.81,-259.84 1886.16,-260.85 1881.04,-255.48 1878.81,-259.84\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"967.73\" y=\"-182.25\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Firma no</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"967.73\" y=\"-171.45\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">validada</text>\n</g>\n<!-- acceptTerms -->\n<g id=\"flow:signing:acceptTerms\" class=\"node\">\n<title>acceptTerms</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2008,-885.19C2008,-885.19 1900,-885.19 1900,-885.19 1894,-885.19 1888,-879.19 1888,-873.19 1888,-873.19 1888,-641.19 1888,-641.19 1888,-635.19 1894,-629.19 1900,-629.19 1900,-629.19 2008,-629.19 2008,-629.19 2014,-629.19 2020,-635.19 2020,-641.19 2020,-641.19 2020,-873.19 2020,-873.19 2020,-879.19 2014,-885.19 2008,-885.19\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1954\" y=\"-645.69\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Aceptar términos</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1954\" y=\"-632.49\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">con NIP</text>\n<image href=\"shots/signing--acceptTerms.webp\" x=\"1905.0\" y=\"-877.2\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;acceptTerms -->\n<g id=\"edge27\" class=\"edge\">\n<title>__start&#45;&gt;acceptTerms</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M11.04,-714.43C18.77,-777.9 72.78,-1147.19 284.06,-1147.19 284.06,-1147.19 284.06,-1147.19 1663.94,-1147.19 1793.49,-1147.19 1871.69,-1006.58 1913.49,-894.21\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1915.68,-895.35 1915.79,-887.94 1911.08,-893.66 1915.68,-895.35\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"967.73\" y=\"-1160.69\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Retoma los</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"967.73\" y=\"-1149.89\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">términos</text>\n</g>\n<!-- paymentTable -->\n<g id=\"flow:signing:paymentTable\" class=\"node\">\n<title>paymentTable</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2348.57,-833.19C2348.57,-833.19 2240.57,-833.19 2240.57,-833.19 2234.57,-833.19 2228.57,-827.19 2228.57,-821.19 2228.57,-821.19 2228.57,-589.19 2228.57,-589.19 2228.57,-583.19 2234.57,-577.19 2240.57,-577.19 2240.57,-577.19 2348.57,-577.19 2348.57,-577.19 2354.57,-577.19 2360.57,-583.19 2360.57,-589.19 2360.57,-589.19 2360.57,-821.19 2360.57,-821.19 2360.57,-827.19 2354.57,-833.19 2348.57,-833.19\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2294.57\" y=\"-580.49\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Tabla de pagos</text>\n<image href=\"shots/signing--paymentTable.webp\" x=\"2245.6\" y=\"-825.2\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;paymentTable -->\n<g id=\"edge29\" class=\"edge\">\n<title>__start&#45;&gt;paymentTable</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M10.35,-695.96C12.87,-630.7 29.1,-240.34 58,-197.19 121.19,-102.86 170.52,-78.19 284.06,-78.19 284.06,-78.19 284.06,-78.19 1955,-78.19 2175.83,-78.19 2253.31,-383.05 2279.98,-567.62\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2277.56,-567.95 2280.96,-574.54 2282.41,-567.27 2277.56,-567.95\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1139.55\" y=\"-91.69\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Vuelve a</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1139.55\" y=\"-80.89\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">la tabla de pagos</text>\n</g>\n<!-- success -->\n<g id=\"flow:signing:success\" class=\"node\">\n<title>success</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M3001.2,-817.19C3001.2,-817.19 2893.2,-817.19 2893.2,-817.19 2887.2,-817.19 2881.2,-811.19 2881.2,-805.19 2881.2,-805.19 2881.2,-573.19 2881.2,-573.19 2881.2,-567.19 2887.2,-561.19 2893.2,-561.19 2893.2,-561.19 3001.2,-561.19 3001.2,-561.19 3007.2,-561.19 3013.2,-567.19 3013.2,-573.19 3013.2,-573.19 3013.2,-805.19 3013.2,-805.19 3013.2,-811.19 3007.2,-817.19 3001.2,-817.19\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2947.2\" y=\"-564.49\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Firma exitosa</text>\n<image href=\"shots/signing--success.webp\" x=\"2898.2\" y=\"-809.2\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;success -->\n<g id=\"edge31\" class=\"edge\">\n<title>__start&#45;&gt;success</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M10.12,-695.79C11.12,-621.68 19.19,-133.26 58,-82.19 122.67,2.9 177.18,-0.19 284.06,-0.19 284.06,-0.19 284.06,-0.19 2612.64,-0.19 2855.31,-0.19 2921.5,-350.71 2939.51,-551.73\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2937.05,-551.73 2940.1,-558.49 2941.93,-551.31 2937.05,-551.73\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.12\" y=\"-46.09\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Pide la</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.12\" y=\"-35.29\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cuenta CLABE ya firmada: firma</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.12\" y=\"-24.49\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">exitosa</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.12\" y=\"-13.69\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Vuelve a</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.12\" y=\"-2.89\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">la firma exitosa</text>\n</g>\n<!-- clabeFirst&#45;&gt;chooseTerm -->\n<g id=\"edge14\" class=\"edge\">\n<title>clabeFirst&#45;&gt;chooseTerm</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M351.32,-683.25C405.09,-666.15 483.68,-643.39 554.12,-631.59 671.16,-611.99 809.11,-606.7 892.15,-605.41\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"892.03,-607.86 899,-605.31 891.96,-602.96 892.03,-607.86\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"620.12\" y=\"-645.09\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Guarda la CLABE → CLABE</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"620.12\" y=\"-634.29\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">registrada</text>\n</g>\n<!-- clabeFirst&#45;&gt;loadFailed -->\n<g id=\"edge17\" class=\"edge\">\n<title>clabeFirst&#45;&gt;loadFailed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M351.46,-730.85C364.49,-735.57 378.13,-740.25 391.06,-744.19 442.04,-759.75 500.49,-773.77 545.45,-783.76\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"544.85,-786.14 552.21,-785.26 545.9,-781.35 544.85,-786.14\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"452.59\" y=\"-788.82\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Guarda la CLABE → Falla al</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"452.59\" y=\"-778.02\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cargar los plazos</text>\n</g>\n<!-- contract -->\n<g id=\"flow:signing:contract\" class=\"node\">\n<title>contract</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1362.83,-611.19C1362.83,-611.19 1254.83,-611.19 1254.83,-611.19 1248.83,-611.19 1242.83,-605.19 1242.83,-599.19 1242.83,-599.19 1242.83,-367.19 1242.83,-367.19 1242.83,-361.19 1248.83,-355.19 1254.83,-355.19 1254.83,-355.19 1362.83,-355.19 1362.83,-355.19 1368.83,-355.19 1374.83,-361.19 1374.83,-367.19 1374.83,-367.19 1374.83,-599.19 1374.83,-599.19 1374.83,-605.19 1368.83,-611.19 1362.83,-611.19\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1308.83\" y=\"-358.49\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Contrato</text>\n<image href=\"shots/signing--contract.invalid.webp\" x=\"1259.8\" y=\"-603.2\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- chooseTerm&#45;&gt;contract -->\n<g id=\"edge5\" class=\"edge\">\n<title>chooseTerm&#45;&gt;contract</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1035.04,-552.27C1048.15,-543.67 1062.21,-535.62 1076.26,-529.59 1125.15,-508.62 1183.97,-496.99 1230.1,-490.61\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1230.42,-493.04 1237.04,-489.7 1229.78,-488.18 1230.42,-493.04\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1139.55\" y=\"-543.09\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Adelante del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1139.55\" y=\"-532.29\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continuar</text>\n</g>\n<!-- chooseTerm&#45;&gt;contract.invalid -->\n<g id=\"edge13\" class=\"edge\">\n<title>chooseTerm&#45;&gt;contract.invalid</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M999.82,-475.81C1016.17,-430.8 1040.51,-383.13 1076.26,-349.19 1191.66,-239.64 1257.7,-257.9 1414.83,-232.79 1605.58,-202.32 1659.01,-228.28 1848,-268.19 1858.33,-270.37 1869.1,-273.11 1879.65,-276.06\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1878.79,-278.36 1886.2,-277.93 1880.14,-273.65 1878.79,-278.36\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.12\" y=\"-257.09\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Adelante del navegador → Firma</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.12\" y=\"-246.29\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">no validada</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.12\" y=\"-235.49\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continuar → Firma no validada</text>\n</g>\n<!-- chooseTerm&#45;&gt;acceptTerms -->\n<g id=\"edge11\" class=\"edge\">\n<title>chooseTerm&#45;&gt;acceptTerms</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M996.16,-734.59C1012.13,-779.06 1037.17,-824.76 1076.26,-853.19 1312.09,-1024.72 1451.07,-986.67 1730.48,-903.19 1785.2,-886.84 1838.97,-852.24 1879.93,-820.82\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1881.43,-822.76 1885.46,-816.54 1878.43,-818.89 1881.43,-822.76\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.12\" y=\"-986.72\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Adelante del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.12\" y=\"-975.92\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa (contrato ya firmado)</text>\n</g>\n<!-- loadFailed&#45;&gt;toHome -->\n<g id=\"edge18\" class=\"edge\">\n<title>loadFailed&#45;&gt;toHome</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M660.39,-927.52C676.03,-959.87 697.37,-991.53 726.12,-1013.19 812.88,-1078.57 858.1,-1056.19 966.73,-1056.19 966.73,-1056.19 966.73,-1056.19 2948.2,-1056.19 3010.29,-1056.19 3080.74,-1056.19 3132.49,-1056.19\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"3132.44,-1058.64 3139.44,-1056.19 3132.44,-1053.74 3132.44,-1058.64\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1954\" y=\"-1080.49\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Reintentar → La solicitud ya</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1954\" y=\"-1069.69\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">no existe</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1954\" y=\"-1058.89\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Reintentar → Ya firmada</text>\n</g>\n<!-- loadFailed&#45;&gt;clabeFirst -->\n<g id=\"edge19\" class=\"edge\">\n<title>loadFailed&#45;&gt;clabeFirst</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M553.71,-735.5C541.39,-726.66 527.99,-718.82 514.12,-713.59 464.91,-695.05 405.42,-693.48 359.54,-696.26\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"359.46,-693.81 352.64,-696.73 359.79,-698.7 359.46,-693.81\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"452.59\" y=\"-727.09\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Reintentar → Falta la cuenta</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"452.59\" y=\"-716.29\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">CLABE</text>\n</g>\n<!-- loadFailed&#45;&gt;chooseTerm -->\n<g id=\"edge21\" class=\"edge\">\n<title>loadFailed&#45;&gt;chooseTerm</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M686.54,-762.48C745.4,-729.44 831.79,-680.94 893.06,-646.54\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"894.18,-648.73 899.09,-643.16 891.79,-644.45 894.18,-648.73\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"792.66\" y=\"-739.14\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Reintentar → Solicitud cargada</text>\n</g>\n<!-- loadFailed&#45;&gt;contract.validating -->\n<g id=\"edge22\" class=\"edge\">\n<title>loadFailed&#45;&gt;contract.validating</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M686.53,-805.31C839.65,-818.18 1232.87,-842.83 1555.41,-791.19 1565.95,-789.51 1576.88,-786.97 1587.54,-784.04\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1588.12,-786.42 1594.17,-782.14 1586.77,-781.71 1588.12,-786.42\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1139.55\" y=\"-836.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Reintentar → Firma en</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1139.55\" y=\"-825.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">validación</text>\n</g>\n<!-- contract&#45;&gt;chooseTerm -->\n<g id=\"edge7\" class=\"edge\">\n<title>contract&#45;&gt;chooseTerm</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1241.55,-535.11C1229.17,-543.08 1215.98,-550.53 1202.83,-556.19 1152.02,-578.09 1090.68,-590.47 1043.54,-597.3\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1043.29,-594.86 1036.7,-598.27 1043.98,-599.72 1043.29,-594.86\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1139.55\" y=\"-594.32\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n</g>\n<!-- contract&#45;&gt;contract.validating -->\n<g id=\"edge15\" class=\"edge\">\n<title>contract&#45;&gt;contract.validating</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1376.23,-496C1429.51,-509.04 1503.68,-533.73 1555.41,-577.39 1569.55,-589.33 1582.28,-603.64 1593.61,-618.91\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1591.4,-620.05 1597.47,-624.31 1595.39,-617.19 1591.4,-620.05\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.12\" y=\"-580.09\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Firma en el widget</text>\n</g>\n<!-- contract.validating&#45;&gt;chooseTerm -->\n<g id=\"edge8\" class=\"edge\">\n<title>contract.validating&#45;&gt;chooseTerm</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1595.63,-762.13C1483.75,-767.88 1252.46,-768.54 1076.26,-694.19 1064.34,-689.16 1052.7,-682.35 1041.76,-674.73\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1043.39,-672.88 1036.27,-670.78 1040.52,-676.86 1043.39,-672.88\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1308.83\" y=\"-772.53\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Firma validada sin fecha:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1308.83\" y=\"-761.73\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">elige plazo</text>\n</g>\n<!-- contract.validating&#45;&gt;contract.invalid -->\n<g id=\"edge9\" class=\"edge\">\n<title>contract.validating&#45;&gt;contract.invalid</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1730.44,-652.06C1776.14,-579.8 1836.72,-484.04 1883.13,-410.66\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1885.09,-412.14 1886.77,-404.91 1880.95,-409.52 1885.09,-412.14\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1809.24\" y=\"-585.77\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Firma rechazada</text>\n</g>\n<!-- contract.validating&#45;&gt;acceptTerms -->\n<g id=\"edge20\" class=\"edge\">\n<title>contract.validating&#45;&gt;acceptTerms</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1730.26,-757.19C1773.59,-757.19 1830.34,-757.19 1875.72,-757.19\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1875.45,-759.64 1882.45,-757.19 1875.45,-754.74 1875.45,-759.64\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1809.24\" y=\"-759.89\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Firma validada</text>\n</g>\n<!-- contract.invalid&#45;&gt;chooseTerm -->\n<g id=\"edge10\" class=\"edge\">\n<title>contract.invalid&#45;&gt;chooseTerm</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1887.68,-289.66C1758.69,-271.81 1464.56,-245.81 1242.83,-337.19 1160.61,-371.08 1089.53,-442.61 1040.38,-503.26\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1038.51,-501.67 1036.04,-508.66 1042.33,-504.74 1038.51,-501.67\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.12\" y=\"-290.99\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n</g>\n<!-- contract.invalid&#45;&gt;contract -->\n<g id=\"edge12\" class=\"edge\">\n<title>contract.invalid&#45;&gt;contract</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1887.91,-318.71C1767.67,-352.92 1511.45,-425.83 1384.42,-461.97\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1383.76,-459.61 1377.7,-463.88 1385.1,-464.32 1383.76,-459.61\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1662.94\" y=\"-403.53\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Abre el contrato para firmar</text>\n</g>\n<!-- acceptTerms&#45;&gt;chooseTerm -->\n<g id=\"edge16\" class=\"edge\">\n<title>acceptTerms&#45;&gt;chooseTerm</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1886.51,-628.08C1875.28,-615.78 1862.48,-605.01 1848,-597.19 1755.27,-547.13 1480.13,-624.9 1374.83,-629.19 1316.21,-631.58 1301.44,-631.75 1242.83,-629.19 1175.2,-626.24 1098.44,-619.2 1043.39,-613.5\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1043.81,-611.08 1036.59,-612.8 1043.3,-615.96 1043.81,-611.08\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1485.12\" y=\"-627.78\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n</g>\n<!-- acceptTerms&#45;&gt;paymentTable -->\n<g id=\"edge23\" class=\"edge\">\n<title>acceptTerms&#45;&gt;paymentTable</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2021.49,-746.98C2077.39,-738.4 2157.36,-726.11 2216.14,-717.08\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2216.2,-719.56 2222.74,-716.07 2215.45,-714.71 2216.2,-719.56\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2124.28\" y=\"-775.47\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Acepta con el NIP → NIP</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2124.28\" y=\"-764.67\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">correcto: firmado</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2124.28\" y=\"-753.87\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Acepta con el NIP → Solicitud</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2124.28\" y=\"-743.07\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">cargada</text>\n</g>\n<!-- clabe -->\n<g id=\"flow:signing:clabe\" class=\"node\">\n<title>clabe</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2665.64,-941.19C2665.64,-941.19 2557.64,-941.19 2557.64,-941.19 2551.64,-941.19 2545.64,-935.19 2545.64,-929.19 2545.64,-929.19 2545.64,-697.19 2545.64,-697.19 2545.64,-691.19 2551.64,-685.19 2557.64,-685.19 2557.64,-685.19 2665.64,-685.19 2665.64,-685.19 2671.64,-685.19 2677.64,-691.19 2677.64,-697.19 2677.64,-697.19 2677.64,-929.19 2677.64,-929.19 2677.64,-935.19 2671.64,-941.19 2665.64,-941.19\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2611.64\" y=\"-688.49\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cuenta CLABE</text>\n<image href=\"shots/signing--clabe.webp\" x=\"2562.6\" y=\"-933.2\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- paymentTable&#45;&gt;clabe -->\n<g id=\"edge24\" class=\"edge\">\n<title>paymentTable&#45;&gt;clabe</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2362,-727.97C2412.17,-745.16 2481.11,-768.79 2533.68,-786.81\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2532.59,-789.03 2540,-788.98 2534.18,-784.39 2532.59,-789.03\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2453.1\" y=\"-788.68\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Adelante del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2453.1\" y=\"-777.88\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continuar</text>\n</g>\n<!-- paymentTable&#45;&gt;success -->\n<g id=\"edge30\" class=\"edge\">\n<title>paymentTable&#45;&gt;success</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M2361.94,-684.89C2411.9,-670.7 2482.37,-653.03 2545.64,-645.59 2659.32,-632.23 2791.33,-653.77 2871.79,-671.04\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2871.05,-673.39 2878.41,-672.48 2872.09,-668.6 2871.05,-673.39\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2611.64\" y=\"-659.09\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continuar (firmada antes de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2611.64\" y=\"-648.29\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">esta visita): firma exitosa</text>\n</g>\n<!-- clabe&#45;&gt;success -->\n<g id=\"edge25\" class=\"edge\">\n<title>clabe&#45;&gt;success</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2678.94,-788.55C2733.76,-768.17 2811.67,-739.2 2869.24,-717.8\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2869.78,-720.22 2875.49,-715.48 2868.07,-715.62 2869.78,-720.22\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2779.42\" y=\"-786.58\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Guarda la CLABE → CLABE</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2779.42\" y=\"-775.78\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">registrada</text>\n</g>\n<!-- success&#45;&gt;toHome -->\n<g id=\"edge26\" class=\"edge\">\n<title>success&#45;&gt;toHome</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M3014.57,-783.23C3070.45,-862.4 3147.09,-970.99 3184.64,-1024.19\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"3182.52,-1025.44 3188.56,-1029.75 3186.53,-1022.62 3182.52,-1025.44\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"3077.71\" y=\"-908.26\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continuar</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Firma completa",
     "happy": true,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitud cargada",
       "screen": "chooseTerm"
      },
      {
       "label": "Adelante del navegador",
       "screen": "contract"
      }
     ],
     "variants": 1,
     "tests": 3
    },
    {
     "id": "J02",
     "name": "Abre el contrato para firmar",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitud cargada",
       "screen": "chooseTerm"
      },
      {
       "label": "Continuar",
       "screen": "contract"
      },
      {
       "label": "Abre el contrato para firmar",
       "screen": "contract"
      },
      {
       "label": "Firma en el widget",
       "screen": "contract.validating"
      },
      {
       "label": "Firma validada",
       "screen": "acceptTerms"
      },
      {
       "label": "Acepta con el NIP → NIP correcto: firmado",
       "screen": "paymentTable"
      }
     ],
     "variants": 95,
     "tests": 282
    },
    {
     "id": "J03",
     "name": "Atrás del navegador",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitud cargada",
       "screen": "chooseTerm"
      },
      {
       "label": "Continuar",
       "screen": "contract"
      },
      {
       "label": "Atrás del navegador",
       "screen": "chooseTerm"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J04",
     "name": "Continúa sin fecha: ve el error",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitud cargada",
       "screen": "chooseTerm"
      },
      {
       "label": "Continúa sin fecha: ve el error",
       "screen": "chooseTerm"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J05",
     "name": "Falla al cargar",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Falla al cargar",
       "screen": "loadFailed"
      }
     ],
     "variants": 0,
     "tests": 6
    },
    {
     "id": "J06",
     "name": "Falta la cuenta CLABE",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitud cargada → Falta la cuenta CLABE",
       "screen": "clabeFirst"
      },
      {
       "label": "Guarda la CLABE → CLABE registrada",
       "screen": "chooseTerm"
      },
      {
       "label": "Continuar",
       "screen": "contract"
      },
      {
       "label": "Abre el contrato para firmar",
       "screen": "contract"
      },
      {
       "label": "Firma en el widget",
       "screen": "contract.validating"
      },
      {
       "label": "Firma validada",
       "screen": "acceptTerms"
      },
      {
       "label": "Acepta con el NIP → NIP correcto: firmado",
       "screen": "paymentTable"
      },
      {
       "label": "Continuar",
       "screen": "clabe"
      },
      {
       "label": "Guarda la CLABE → CLABE registrada",
       "screen": "success"
      },
      {
       "label": "Continuar",
       "screen": "toHome"
      }
     ],
     "variants": 324,
     "tests": 954
    },
    {
     "id": "J07",
     "name": "Firma en validación",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitud cargada → Firma en validación",
       "screen": "contract.validating"
      },
      {
       "label": "Firma validada sin fecha: elige plazo",
       "screen": "chooseTerm"
      },
      {
       "label": "Continúa (contrato ya firmado)",
       "screen": "acceptTerms"
      },
      {
       "label": "Acepta con el NIP → NIP correcto: firmado",
       "screen": "paymentTable"
      },
      {
       "label": "Continuar",
       "screen": "clabe"
      },
      {
       "label": "Guarda la CLABE → CLABE registrada",
       "screen": "success"
      },
      {
       "label": "Continuar",
       "screen": "toHome"
      }
     ],
     "variants": 112,
     "tests": 336
    },
    {
     "id": "J08",
     "name": "Firma no validada",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitud cargada → Firma no validada",
       "screen": "contract.invalid"
      },
      {
       "label": "Abre el contrato para firmar",
       "screen": "contract"
      },
      {
       "label": "Firma en el widget",
       "screen": "contract.validating"
      },
      {
       "label": "Firma validada",
       "screen": "acceptTerms"
      },
      {
       "label": "Acepta con el NIP → NIP correcto: firmado",
       "screen": "paymentTable"
      },
      {
       "label": "Continuar",
       "screen": "clabe"
      },
      {
       "label": "Guarda la CLABE → CLABE registrada",
       "screen": "success"
      },
      {
       "label": "Continuar",
       "screen": "toHome"
      }
     ],
     "variants": 103,
     "tests": 323
    },
    {
     "id": "J09",
     "name": "La solicitud ya no existe",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitud cargada → La solicitud ya no existe",
       "screen": "toHome"
      }
     ],
     "variants": 0,
     "tests": 43
    },
    {
     "id": "J10",
     "name": "Pide la cuenta CLABE ya firmada: firma exitosa",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitud cargada → Pide la cuenta CLABE ya firmada: firma exitosa",
       "screen": "success"
      },
      {
       "label": "Continuar",
       "screen": "toHome"
      }
     ],
     "variants": 0,
     "tests": 3
    },
    {
     "id": "J11",
     "name": "Retoma los términos",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitud cargada → Retoma los términos",
       "screen": "acceptTerms"
      },
      {
       "label": "Acepta con el NIP → NIP correcto: firmado",
       "screen": "paymentTable"
      },
      {
       "label": "Continuar",
       "screen": "clabe"
      },
      {
       "label": "Guarda la CLABE → CLABE registrada",
       "screen": "success"
      },
      {
       "label": "Continuar",
       "screen": "toHome"
      }
     ],
     "variants": 123,
     "tests": 407
    },
    {
     "id": "J12",
     "name": "Vuelve a la firma exitosa",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitud cargada → Vuelve a la firma exitosa",
       "screen": "success"
      },
      {
       "label": "Continuar",
       "screen": "toHome"
      }
     ],
     "variants": 0,
     "tests": 3
    },
    {
     "id": "J13",
     "name": "Vuelve a la tabla de pagos",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitud cargada → Vuelve a la tabla de pagos",
       "screen": "paymentTable"
      },
      {
       "label": "Continuar (firmada antes de esta visita): firma exitosa",
       "screen": "success"
      },
      {
       "label": "Continuar",
       "screen": "toHome"
      }
     ],
     "variants": 0,
     "tests": 3
    },
    {
     "id": "J14",
     "name": "Ya firmada",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitud cargada → Ya firmada",
       "screen": "toHome"
      }
     ],
     "variants": 0,
     "tests": 1
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       35,
       35
      ],
      "transitions": [
       76,
       76
      ],
      "uncovered": [],
      "run": "6118924 2026-11-29 21:29 UTC",
      "commit": "6118924"
     },
     {
      "level": "ui",
      "states": [
       35,
       35
      ],
      "transitions": [
       76,
       76
      ],
      "uncovered": [],
      "run": "6118924 2026-11-29 21:29 UTC",
      "commit": "6118924"
     }
    ],
    "routed": [
     {
      "key": "clabeFirst",
      "route": "/firmar-aplicacion-credito/:applicationId/cuenta-clabe"
     },
     {
      "key": "chooseTerm",
      "route": "/firmar-aplicacion-credito/:applicationId/seleccionar-plazo"
     },
     {
      "key": "contract",
      "route": "/firmar-aplicacion-credito/:applicationId"
     },
     {
      "key": "acceptTerms",
      "route": "/firmar-aplicacion-credito/:applicationId/aceptar-terminos"
     },
     {
      "key": "paymentTable",
      "route": "/firmar-aplicacion-credito/:applicationId/tabla-de-pagos"
     },
     {
      "key": "clabe",
      "route": "/firmar-aplicacion-credito/:applicationId/cuenta-clabe"
     },
     {
      "key": "success",
      "route": "/firmar-aplicacion-credito/:applicationId/firma-exitosa"
     }
    ],
    "classes": [
     {
      "level": "machine",
      "kind": "walks",
      "covered": [
       "tabla clabe.clabe below-min: \"01218000123456789\"",
       "tabla clabe.clabe empty: \"\"",
       "tabla clabe.clabe format:dígito verificador erróneo: \"012180001234567890\"",
       "tabla clabe.clabe min: \"012180001234567899\"",
       "tabla clabe.confirmation different: \"012180001987654321\" con clabe \"012180001234567899\"",
       "tabla clabe.confirmation empty: \"\" con clabe \"012180001234567899\"",
       "tabla clabe.confirmation same: \"012180001234567899\" con clabe \"012180001234567899\""
      ],
      "missing": [],
      "run": "6118924 2026-11-29 21:29 UTC",
      "commit": "6118924"
     },
     {
      "level": "machine",
      "kind": "rows",
      "covered": [
       "CLABE at its length, check digit right",
       "CLABE check digit wrong",
       "CLABE one over",
       "CLABE one short",
       "CLABE registration failed",
       "PIN at its length",
       "PIN empty",
       "PIN one over",
       "PIN one short",
       "date chosen, contract signed",
       "date chosen, contract to sign",
       "date not offered",
       "entry ANALYSIS",
       "entry APPROVED",
       "entry CONFIRMED",
       "entry DOCUMENTS_UPLOADED",
       "entry ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "entry PAID",
       "entry PENDING_CLIENT_CONSENT",
       "entry PREAPPROVED",
       "entry REJECTED",
       "entry RETRY_PROCESSING_APPLICATION",
       "entry SIGNED",
       "entry VALIDATING_SIGNATURE",
       "entry not in the list",
       "no date chosen",
       "other PIN failure",
       "other PIN failure, signed after all",
       "poll INVALID_SIGNATURE",
       "poll SIGNED",
       "poll failed",
       "poll other",
       "refusal by code",
       "resend failed",
       "signed: personal loan",
       "signed: store",
       "wrong PIN"
      ],
      "missing": [],
      "run": "6118924 2026-11-29 21:29 UTC",
      "commit": "6118924"
     },
     {
      "level": "ui",
      "kind": "walks",
      "covered": [
       "tabla clabe.clabe below-min: \"01218000123456789\"",
       "tabla clabe.clabe empty: \"\"",
       "tabla clabe.clabe format:dígito verificador erróneo: \"012180001234567890\"",
       "tabla clabe.clabe min: \"012180001234567899\"",
       "tabla clabe.confirmation different: \"012180001987654321\" con clabe \"012180001234567899\"",
       "tabla clabe.confirmation empty: \"\" con clabe \"012180001234567899\"",
       "tabla clabe.confirmation same: \"012180001234567899\" con clabe \"012180001234567899\""
      ],
      "missing": [],
      "run": "6118924 2026-11-29 21:29 UTC",
      "commit": "6118924"
     }
    ]
   }
  },
  {
   "name": "home",
   "kind": "flow",
   "title": "Inicio del cliente",
   "machineId": "home",
   "description": "Inicio: carga las solicitudes y los saldos; muestra el seguimiento de la solicitud o el límite de crédito, y las solicitudes que un promotor registró a nombre del cliente, que puede cancelar.",
   "screens": [
    {
     "key": "ready",
     "title": "Inicio",
     "route": null,
     "happy": true,
     "final": false,
     "shot": "shots/home--ready.webp",
     "stays": []
    },
    {
     "key": "failed",
     "title": "Inicio: no se pudo cargar",
     "route": null,
     "happy": false,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "ready.confirming",
     "title": "Inicio: confirmar que cancela la solicitud de un promotor",
     "route": null,
     "happy": false,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "ready.cancelling",
     "title": "Inicio: cancelando la solicitud",
     "route": null,
     "happy": false,
     "final": false,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"1054pt\" height=\"417pt\"\n viewBox=\"0.00 0.00 1054.00 417.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 413)\">\n<title>home&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-128\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- ready -->\n<g id=\"flow:home:ready\" class=\"node\">\n<title>ready</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M351.07,-409C351.07,-409 243.07,-409 243.07,-409 237.07,-409 231.07,-403 231.07,-397 231.07,-397 231.07,-165 231.07,-165 231.07,-159 237.07,-153 243.07,-153 243.07,-153 351.07,-153 351.07,-153 357.07,-153 363.07,-159 363.07,-165 363.07,-165 363.07,-397 363.07,-397 363.07,-403 357.07,-409 351.07,-409\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"297.07\" y=\"-156.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Inicio</text>\n<image href=\"shots/home--ready.webp\" x=\"248.1\" y=\"-401.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;ready -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;ready</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M17.36,-131.94C45.34,-146.9 147.19,-201.37 219.66,-240.13\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"218.35,-242.21 225.67,-243.35 220.66,-237.89 218.35,-242.21\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.54\" y=\"-279.4\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Solicitudes cargadas →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.54\" y=\"-268.6\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Solicitudes y saldos cargados</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.54\" y=\"-257.8\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Saldos cargados → Solicitudes</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.54\" y=\"-247\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">y saldos cargados</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.54\" y=\"-236.2\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Saldos no disponibles →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.54\" y=\"-225.4\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Solicitudes y saldos cargados</text>\n</g>\n<!-- failed -->\n<g id=\"flow:home:failed\" class=\"node\">\n<title>failed</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M1034.19,-256C1034.19,-256 926.19,-256 926.19,-256 920.19,-256 914.19,-250 914.19,-244 914.19,-244 914.19,-12 914.19,-12 914.19,-6 920.19,0 926.19,0 926.19,0 1034.19,0 1034.19,0 1040.19,0 1046.19,-6 1046.19,-12 1046.19,-12 1046.19,-244 1046.19,-244 1046.19,-250 1040.19,-256 1034.19,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"980.19\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Inicio: no se pudo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"980.19\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">cargar</text>\n<rect x=\"931.2\" y=\"-248.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"980.2\" y=\"-142.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;failed -->\n<g id=\"edge2\" class=\"edge\">\n<title>__start&#45;&gt;failed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M18.38,-128C96.2,-128 694.64,-128 905.75,-128\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"905.49,-130.45 912.49,-128 905.49,-125.55 905.49,-130.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"467.86\" y=\"-173.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Falla al cargar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"467.86\" y=\"-163.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Saldos cargados → Falla al</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"467.86\" y=\"-152.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cargar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"467.86\" y=\"-141.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Saldos no disponibles → Falla</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"467.86\" y=\"-130.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">al cargar</text>\n</g>\n<!-- ready.confirming -->\n<g id=\"flow:home:ready.confirming\" class=\"node\">\n<title>ready.confirming</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M692.64,-409C692.64,-409 584.64,-409 584.64,-409 578.64,-409 572.64,-403 572.64,-397 572.64,-397 572.64,-165 572.64,-165 572.64,-159 578.64,-153 584.64,-153 584.64,-153 692.64,-153 692.64,-153 698.64,-153 704.64,-159 704.64,-165 704.64,-165 704.64,-397 704.64,-397 704.64,-403 698.64,-409 692.64,-409\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.64\" y=\"-195.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Inicio: confirmar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.64\" y=\"-182.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">que cancela la</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.64\" y=\"-169.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">solicitud de un</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"638.64\" y=\"-156.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">promotor</text>\n<rect x=\"589.6\" y=\"-401.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"638.6\" y=\"-295.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- ready&#45;&gt;ready.confirming -->\n<g id=\"edge3\" class=\"edge\">\n<title>ready&#45;&gt;ready.confirming</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M364.36,-289C377.19,-290.25 390.53,-291.35 403.07,-292 460.58,-295 475.13,-295 532.64,-292 542.75,-291.47 553.39,-290.66 563.85,-289.71\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"563.95,-292.16 570.69,-289.06 563.49,-287.28 563.95,-292.16\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"467.86\" y=\"-307.75\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cancelar una solicitud que un</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"467.86\" y=\"-296.95\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">promotor registró a su nombre</text>\n</g>\n<!-- ready.confirming&#45;&gt;ready -->\n<g id=\"edge4\" class=\"edge\">\n<title>ready.confirming&#45;&gt;ready</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M572.16,-242.9C559.43,-237.15 545.91,-232.11 532.64,-229 476.57,-215.88 459.14,-215.88 403.07,-229 392.73,-231.42 382.25,-235.01 372.1,-239.2\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"371.26,-236.9 365.81,-241.92 373.2,-241.4 371.26,-236.9\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"467.86\" y=\"-274.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• No, conservarla</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"467.86\" y=\"-264.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Sí, cancelar → Falla al</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"467.86\" y=\"-253.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cancelar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"467.86\" y=\"-242.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Sí, cancelar → Solicitudes y</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"467.86\" y=\"-231.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">saldos cargados</text>\n</g>\n<!-- ready.confirming&#45;&gt;failed -->\n<g id=\"edge5\" class=\"edge\">\n<title>ready.confirming&#45;&gt;failed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M705.11,-251.5C762.77,-225.52 846.64,-187.73 906.4,-160.8\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"907.17,-163.14 912.55,-158.03 905.16,-158.67 907.17,-163.14\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"809.42\" y=\"-234.21\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Sí, cancelar → Falla al cargar</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Ve su inicio",
     "happy": true,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitudes cargadas → Solicitudes y saldos cargados",
       "screen": "ready"
      }
     ],
     "variants": 2,
     "tests": 39
    },
    {
     "id": "J02",
     "name": "Cancelar una solicitud que un promotor registró a su nombre",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitudes cargadas → Solicitudes y saldos cargados",
       "screen": "ready"
      },
      {
       "label": "Cancelar una solicitud que un promotor registró a su nombre",
       "screen": "ready.confirming"
      },
      {
       "label": "Sí, cancelar → Solicitudes y saldos cargados",
       "screen": "ready"
      }
     ],
     "variants": 12,
     "tests": 168
    },
    {
     "id": "J03",
     "name": "Falla al cargar",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Saldos cargados → Falla al cargar",
       "screen": "failed"
      }
     ],
     "variants": 2,
     "tests": 3
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       12,
       12
      ],
      "transitions": [
       11,
       11
      ],
      "uncovered": [],
      "run": "6118924 2026-11-29 21:29 UTC",
      "commit": "6118924"
     },
     {
      "level": "ui",
      "states": [
       12,
       12
      ],
      "transitions": [
       11,
       11
      ],
      "uncovered": [],
      "run": "6118924 2026-11-29 21:29 UTC",
      "commit": "6118924"
     }
    ],
    "routed": [],
    "classes": [
     {
      "level": "machine",
      "kind": "rows",
      "covered": [
       "dashboard: available",
       "dashboard: balances unread",
       "dashboard: no limit",
       "loading failed",
       "tracker ANALYSIS",
       "tracker APPROVED",
       "tracker DOCUMENTS_UPLOADED",
       "tracker PREAPPROVED",
       "tracker SIGNED",
       "tracker VALIDATING_SIGNATURE",
       "untracked CONFIRMED",
       "untracked ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "untracked PAID",
       "untracked REJECTED",
       "untracked RETRY_PROCESSING_APPLICATION"
      ],
      "missing": [],
      "run": "6118924 2026-11-29 21:29 UTC",
      "commit": "6118924"
     }
    ]
   }
  },
  {
   "name": "promoterSignin",
   "kind": "flow",
   "title": "Acceso del promotor",
   "machineId": "promoterSignin",
   "description": "Acceso del promotor: teléfono, búsqueda del promotor, NIP por SMS y token de negocio.",
   "screens": [
    {
     "key": "phone",
     "title": "Acceso del promotor: teléfono",
     "route": "/promotor",
     "happy": true,
     "final": false,
     "shot": "shots/promoterSignin--phone.webp",
     "stays": [
      "Continúa con datos inválidos: ve el error",
      "Continúa con su teléfono → Teléfono no registrado",
      "Continúa con su teléfono → Falla al buscar al promotor"
     ]
    },
    {
     "key": "nip",
     "title": "Acceso del promotor: NIP",
     "route": "/promotor",
     "happy": true,
     "final": false,
     "shot": null,
     "stays": [
      "Termina la espera: puede reenviar",
      "Continúa con datos inválidos: ve el error",
      "Envía el NIP → NIP incorrecto",
      "Envía el NIP → Falla al verificar el NIP",
      "Reenvía el NIP",
      "NIP reenviado",
      "Falla al reenviar el NIP",
      "Aún no puede reenviar: cuenta la espera"
     ]
    },
    {
     "key": "signedIn",
     "title": "Fin: sesión de promotor",
     "route": null,
     "happy": true,
     "final": true,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"826pt\" height=\"264pt\"\n viewBox=\"0.00 0.00 826.00 264.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 260)\">\n<title>promoterSignin&#45;pantallas</title>\n<!-- phone -->\n<g id=\"flow:promoterSignin:phone\" class=\"node\">\n<title>phone</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120,-256C120,-256 12,-256 12,-256 6,-256 0,-250 0,-244 0,-244 0,-12 0,-12 0,-6 6,0 12,0 12,0 120,0 120,0 126,0 132,-6 132,-12 132,-12 132,-244 132,-244 132,-250 126,-256 120,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Acceso del</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">promotor: teléfono</text>\n<image href=\"shots/promoterSignin--phone.webp\" x=\"17.0\" y=\"-248.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- nip -->\n<g id=\"flow:promoterSignin:nip\" class=\"node\">\n<title>nip</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M469.07,-256C469.07,-256 361.07,-256 361.07,-256 355.07,-256 349.07,-250 349.07,-244 349.07,-244 349.07,-12 349.07,-12 349.07,-6 355.07,0 361.07,0 361.07,0 469.07,0 469.07,0 475.07,0 481.07,-6 481.07,-12 481.07,-12 481.07,-244 481.07,-244 481.07,-250 475.07,-256 469.07,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"415.07\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Acceso del</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"415.07\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">promotor: NIP</text>\n<rect x=\"366.1\" y=\"-248.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"415.1\" y=\"-142.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- phone&#45;&gt;nip -->\n<g id=\"edge1\" class=\"edge\">\n<title>phone&#45;&gt;nip</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M133.1,-128C190.93,-128 275.01,-128 336.11,-128\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"336.09,-130.45 343.09,-128 336.09,-125.55 336.09,-130.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.53\" y=\"-184.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continúa con su teléfono →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.53\" y=\"-173.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Promotor encontrado, NIP</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.53\" y=\"-163.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">enviado por SMS</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.53\" y=\"-152.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continúa con su teléfono → NIP</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.53\" y=\"-141.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">enviado hace menos de un</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.53\" y=\"-130.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">minuto: cuenta su espera</text>\n</g>\n<!-- nip&#45;&gt;phone -->\n<g id=\"edge2\" class=\"edge\">\n<title>nip&#45;&gt;phone</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M347.68,-113.55C334.93,-111.32 321.63,-109.37 309.07,-108.2 248.41,-102.53 232.66,-102.53 172,-108.2 162.09,-109.13 151.72,-110.53 141.52,-112.18\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"141.38,-109.72 134.88,-113.3 142.19,-114.55 141.38,-109.72\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"240.53\" y=\"-110.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cambia el teléfono</text>\n</g>\n<!-- signedIn -->\n<g id=\"flow:promoterSignin:signedIn\" class=\"node\">\n<title>signedIn</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M806.11,-149.6C806.11,-149.6 698.11,-149.6 698.11,-149.6 692.11,-149.6 686.11,-143.6 686.11,-137.6 686.11,-137.6 686.11,-118.4 686.11,-118.4 686.11,-112.4 692.11,-106.4 698.11,-106.4 698.11,-106.4 806.11,-106.4 806.11,-106.4 812.11,-106.4 818.11,-112.4 818.11,-118.4 818.11,-118.4 818.11,-137.6 818.11,-137.6 818.11,-143.6 812.11,-149.6 806.11,-149.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"752.11\" y=\"-122.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: sesión de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"752.11\" y=\"-109.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">promotor</text>\n<rect x=\"703.1\" y=\"-141.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"752.1\" y=\"-35.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- nip&#45;&gt;signedIn -->\n<g id=\"edge3\" class=\"edge\">\n<title>nip&#45;&gt;signedIn</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M482.26,-128C537.24,-128 615.54,-128 673.47,-128\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"673.23,-130.45 680.23,-128 673.23,-125.55 673.23,-130.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"583.59\" y=\"-130.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Envía el NIP → NIP correcto</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Entra el promotor",
     "happy": true,
     "start": "phone",
     "steps": [
      {
       "label": "Continúa con su teléfono → Promotor encontrado, NIP enviado por SMS",
       "screen": "nip"
      },
      {
       "label": "Envía el NIP → NIP correcto",
       "screen": "signedIn"
      }
     ],
     "variants": 4,
     "tests": 28
    },
    {
     "id": "J02",
     "name": "Cambia el teléfono",
     "happy": false,
     "start": "phone",
     "steps": [
      {
       "label": "Continúa con su teléfono → Promotor encontrado, NIP enviado por SMS",
       "screen": "nip"
      },
      {
       "label": "Cambia el teléfono",
       "screen": "phone"
      }
     ],
     "variants": 13,
     "tests": 18
    },
    {
     "id": "J03",
     "name": "Continúa con datos inválidos: ve el error (en «Acceso del promotor: NIP»)",
     "happy": false,
     "start": "phone",
     "steps": [
      {
       "label": "Continúa con su teléfono → Promotor encontrado, NIP enviado por SMS",
       "screen": "nip"
      },
      {
       "label": "Continúa con datos inválidos: ve el error",
       "screen": "nip"
      }
     ],
     "variants": 15,
     "tests": 42
    },
    {
     "id": "J04",
     "name": "Continúa con datos inválidos: ve el error (en «Acceso del promotor: teléfono»)",
     "happy": false,
     "start": "phone",
     "steps": [
      {
       "label": "Continúa con datos inválidos: ve el error",
       "screen": "phone"
      }
     ],
     "variants": 1,
     "tests": 2
    },
    {
     "id": "J05",
     "name": "Falla al buscar al promotor",
     "happy": false,
     "start": "phone",
     "steps": [
      {
       "label": "Continúa con su teléfono → Falla al buscar al promotor",
       "screen": "phone"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J06",
     "name": "Falla al verificar el NIP",
     "happy": false,
     "start": "phone",
     "steps": [
      {
       "label": "Continúa con su teléfono → Promotor encontrado, NIP enviado por SMS",
       "screen": "nip"
      },
      {
       "label": "Envía el NIP → Falla al verificar el NIP",
       "screen": "nip"
      }
     ],
     "variants": 1,
     "tests": 4
    },
    {
     "id": "J07",
     "name": "NIP incorrecto",
     "happy": false,
     "start": "phone",
     "steps": [
      {
       "label": "Continúa con su teléfono → Promotor encontrado, NIP enviado por SMS",
       "screen": "nip"
      },
      {
       "label": "Envía el NIP → NIP incorrecto",
       "screen": "nip"
      }
     ],
     "variants": 1,
     "tests": 4
    },
    {
     "id": "J08",
     "name": "Teléfono no registrado",
     "happy": false,
     "start": "phone",
     "steps": [
      {
       "label": "Continúa con su teléfono → Teléfono no registrado",
       "screen": "phone"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J09",
     "name": "Termina la espera: puede reenviar",
     "happy": false,
     "start": "phone",
     "steps": [
      {
       "label": "Continúa con su teléfono → Promotor encontrado, NIP enviado por SMS",
       "screen": "nip"
      },
      {
       "label": "Termina la espera: puede reenviar",
       "screen": "nip"
      }
     ],
     "variants": 9,
     "tests": 33
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       12,
       12
      ],
      "transitions": [
       21,
       21
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:10 UTC",
      "commit": "89c7d60"
     },
     {
      "level": "ui",
      "states": [
       12,
       12
      ],
      "transitions": [
       21,
       21
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:10 UTC",
      "commit": "89c7d60"
     }
    ],
    "routed": [
     {
      "key": "phone",
      "route": "/promotor"
     },
     {
      "key": "nip",
      "route": "/promotor"
     }
    ],
    "classes": []
   }
  },
  {
   "name": "promoter",
   "kind": "flow",
   "title": "Solicitud rápida del promotor",
   "machineId": "promoter",
   "description": "Solicitud rápida del promotor: cliente por teléfono, datos, producto, permisos con NIP, modelo preliminar, solicitud completa, código de activación y resultado.",
   "screens": [
    {
     "key": "simulation",
     "title": "Simulación (inicio del promotor)",
     "route": "/promotor/solicitud-rapida",
     "happy": true,
     "final": false,
     "shot": "shots/promoter--simulation.webp",
     "stays": []
    },
    {
     "key": "clientCheck",
     "title": "Cliente por teléfono",
     "route": "/promotor/solicitud-rapida/client-info",
     "happy": true,
     "final": false,
     "shot": "shots/promoter--clientCheck.webp",
     "stays": [
      "Busca con un teléfono inválido: ve el error",
      "Busca al cliente por teléfono → Demasiadas consultas de clientes",
      "Busca al cliente por teléfono → Falla al consultar el registro"
     ]
    },
    {
     "key": "clientCheck.found",
     "title": "Cliente por teléfono: resultado",
     "route": "/promotor/solicitud-rapida/client-info",
     "happy": true,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "data",
     "title": "Datos del cliente",
     "route": "/promotor/solicitud-rapida/datos",
     "happy": true,
     "final": false,
     "shot": null,
     "stays": [
      "Continúa con datos inválidos: ve los errores",
      "Teléfono ya registrado",
      "Reenvía los datos corregidos → CURP o correo de otra cuenta"
     ]
    },
    {
     "key": "product",
     "title": "Producto",
     "route": "/promotor/solicitud-rapida/producto",
     "happy": true,
     "final": false,
     "shot": null,
     "stays": [
      "Continúa sin producto: ve los errores",
      "Crea la solicitud → Demasiadas solicitudes",
      "Crea la solicitud → Falla al crear la solicitud",
      "Crea la solicitud → Límite excedido",
      "Crea la solicitud → Falla al guardar los datos corregidos"
     ]
    },
    {
     "key": "consent",
     "title": "Permisos con NIP",
     "route": "/promotor/permisos",
     "happy": true,
     "final": false,
     "shot": null,
     "stays": [
      "Autoriza sin NIP: ve el error",
      "Termina la espera: puede reenviar",
      "Autoriza con el NIP → NIP rechazado con motivo (vencido, intentos): el texto de la app",
      "Autoriza con el NIP → Falla al evaluar",
      "Reenvía el NIP",
      "NIP reenviado",
      "Intentos del NIP agotados",
      "Demasiados reenvíos",
      "Falla al reenviar",
      "Autoriza con el NIP → NIP incorrecto"
     ]
    },
    {
     "key": "result",
     "title": "Resultado",
     "route": "/promotor/resultado",
     "happy": true,
     "final": false,
     "shot": "shots/promoter--result.webp",
     "stays": []
    },
    {
     "key": "finish",
     "title": "Terminar solicitud",
     "route": "/promotor/terminar-solicitud",
     "happy": true,
     "final": false,
     "shot": "shots/promoter--finish.webp",
     "stays": [
      "Envía con datos inválidos: ve los errores",
      "Envía la solicitud completa → Falla al consultar el correo",
      "Envía la solicitud completa → Falla al enviar",
      "Envía la solicitud completa → Datos ya registrados",
      "Envía la solicitud completa → Correo de otro cliente"
     ]
    },
    {
     "key": "done",
     "title": "Fin",
     "route": null,
     "happy": true,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "preliminaryFailed",
     "title": "Modelo preliminar fallido",
     "route": "/promotor/modelo-preliminar-fallido",
     "happy": false,
     "final": false,
     "shot": "shots/promoter--preliminaryFailed.webp",
     "stays": []
    },
    {
     "key": "confirmEmail",
     "title": "Confirmar correo",
     "route": "/promotor/confirmar-correo",
     "happy": true,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "activation",
     "title": "Código de activación",
     "route": "/promotor/solicitud-rapida/codigo-activacion",
     "happy": true,
     "final": false,
     "shot": "shots/promoter--activation.webp",
     "stays": [
      "Muestra el código → Falla al obtener el código",
      "Envía un código incompleto: ve el error",
      "Termina la espera: puede reenviar",
      "Envía el código de activación → Código incorrecto",
      "Envía el código de activación → Demasiados intentos",
      "Envía el código de activación → Falla al procesar",
      "Muestra el código → Código mostrado",
      "Reenvía el código → Código reenviado",
      "Reenvía el código → Demasiados reenvíos",
      "Reenvía el código → Falla al reenviar"
     ]
    }
   ],
   "flowSvg": "<svg width=\"3349pt\" height=\"603pt\"\n viewBox=\"0.00 0.00 3349.00 603.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 599)\">\n<title>promoter&#45;pantallas</title>\n<!-- simulation -->\n<g id=\"flow:promoter:simulation\" class=\"node\">\n<title>simulation</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120,-490C120,-490 12,-490 12,-490 6,-490 0,-484 0,-478 0,-478 0,-246 0,-246 0,-240 6,-234 12,-234 12,-234 120,-234 120,-234 126,-234 132,-240 132,-246 132,-246 132,-478 132,-478 132,-484 126,-490 120,-490\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-250.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Simulación (inicio</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-237.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">del promotor)</text>\n<image href=\"shots/promoter--simulation.webp\" x=\"17.0\" y=\"-482.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- clientCheck -->\n<g id=\"flow:promoter:clientCheck\" class=\"node\">\n<title>clientCheck</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M455.07,-563C455.07,-563 347.07,-563 347.07,-563 341.07,-563 335.07,-557 335.07,-551 335.07,-551 335.07,-319 335.07,-319 335.07,-313 341.07,-307 347.07,-307 347.07,-307 455.07,-307 455.07,-307 461.07,-307 467.07,-313 467.07,-319 467.07,-319 467.07,-551 467.07,-551 467.07,-557 461.07,-563 455.07,-563\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"401.07\" y=\"-323.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cliente por</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"401.07\" y=\"-310.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">teléfono</text>\n<image href=\"shots/promoter--clientCheck.webp\" x=\"352.1\" y=\"-555.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- simulation&#45;&gt;clientCheck -->\n<g id=\"edge1\" class=\"edge\">\n<title>simulation&#45;&gt;clientCheck</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M133.29,-384.27C146.05,-388.15 159.38,-391.92 172,-395 221.58,-407.08 278.07,-417.02 322.43,-423.97\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"321.95,-426.37 329.24,-425.02 322.69,-421.53 321.95,-426.37\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.53\" y=\"-421.32\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Empieza una solicitud</text>\n</g>\n<!-- clientCheck&#45;&gt;simulation -->\n<g id=\"edge2\" class=\"edge\">\n<title>clientCheck&#45;&gt;simulation</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M333.58,-373.39C321.52,-365.28 308.49,-358.19 295.07,-353.6 245.93,-336.78 187.31,-339.39 141.81,-345.94\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"141.52,-343.51 134.96,-346.98 142.25,-348.35 141.52,-343.51\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.53\" y=\"-377.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.53\" y=\"-367.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Busca al cliente por teléfono</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.53\" y=\"-356.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Atrás del navegador</text>\n</g>\n<!-- clientCheck.found -->\n<g id=\"flow:promoter:clientCheck.found\" class=\"node\">\n<title>clientCheck.found</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M790.14,-511C790.14,-511 682.14,-511 682.14,-511 676.14,-511 670.14,-505 670.14,-499 670.14,-499 670.14,-267 670.14,-267 670.14,-261 676.14,-255 682.14,-255 682.14,-255 790.14,-255 790.14,-255 796.14,-255 802.14,-261 802.14,-267 802.14,-267 802.14,-499 802.14,-499 802.14,-505 796.14,-511 790.14,-511\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"736.14\" y=\"-284.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cliente por</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"736.14\" y=\"-271.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">teléfono:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"736.14\" y=\"-258.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">resultado</text>\n<rect x=\"687.1\" y=\"-503.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"736.1\" y=\"-397.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- clientCheck&#45;&gt;clientCheck.found -->\n<g id=\"edge3\" class=\"edge\">\n<title>clientCheck&#45;&gt;clientCheck.found</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M468.27,-424.66C522.78,-416.15 600.16,-404.07 657.57,-395.11\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"657.75,-397.56 664.29,-394.06 657,-392.72 657.75,-397.56\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"568.6\" y=\"-431.68\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Busca al cliente por teléfono</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"568.6\" y=\"-420.88\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">→ Respuesta del registro</text>\n</g>\n<!-- clientCheck.found&#45;&gt;simulation -->\n<g id=\"edge5\" class=\"edge\">\n<title>clientCheck.found&#45;&gt;simulation</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M668.9,-349.07C615.87,-323.9 538.76,-291.72 467.07,-278.2 352.9,-256.68 221.13,-296.96 140.97,-328.79\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"140.36,-326.4 134.78,-331.28 142.19,-330.94 140.36,-326.4\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"401.07\" y=\"-280.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n</g>\n<!-- clientCheck.found&#45;&gt;clientCheck -->\n<g id=\"edge4\" class=\"edge\">\n<title>clientCheck.found&#45;&gt;clientCheck</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M668.83,-374.65C622.81,-370.81 560.43,-369.54 507.07,-382.2 496.71,-384.66 486.2,-388.31 476.05,-392.56\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"475.18,-390.27 469.75,-395.32 477.14,-394.76 475.18,-390.27\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"568.6\" y=\"-384.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cambia el teléfono</text>\n</g>\n<!-- data -->\n<g id=\"flow:promoter:data\" class=\"node\">\n<title>data</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1092.69,-511C1092.69,-511 984.69,-511 984.69,-511 978.69,-511 972.69,-505 972.69,-499 972.69,-499 972.69,-267 972.69,-267 972.69,-261 978.69,-255 984.69,-255 984.69,-255 1092.69,-255 1092.69,-255 1098.69,-255 1104.69,-261 1104.69,-267 1104.69,-267 1104.69,-499 1104.69,-499 1104.69,-505 1098.69,-511 1092.69,-511\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1038.69\" y=\"-258.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Datos del cliente</text>\n<rect x=\"989.7\" y=\"-503.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1038.7\" y=\"-397.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- clientCheck.found&#45;&gt;data -->\n<g id=\"edge6\" class=\"edge\">\n<title>clientCheck.found&#45;&gt;data</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M803.47,-383C849.64,-383 911.38,-383 959.87,-383\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"959.73,-385.45 966.73,-383 959.73,-380.55 959.73,-385.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"887.41\" y=\"-385.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continuar</text>\n</g>\n<!-- data&#45;&gt;clientCheck.found -->\n<g id=\"edge7\" class=\"edge\">\n<title>data&#45;&gt;clientCheck.found</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M971.37,-360.61C958.67,-357.19 945.37,-354.21 932.69,-352.4 892.85,-346.71 881.98,-346.71 842.14,-352.4 832.13,-353.83 821.74,-355.99 811.56,-358.51\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"811.08,-356.1 804.92,-360.23 812.31,-360.85 811.08,-356.1\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"887.41\" y=\"-365.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Regresar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"887.41\" y=\"-355.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n</g>\n<!-- product -->\n<g id=\"flow:promoter:product\" class=\"node\">\n<title>product</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1447.29,-595C1447.29,-595 1339.29,-595 1339.29,-595 1333.29,-595 1327.29,-589 1327.29,-583 1327.29,-583 1327.29,-351 1327.29,-351 1327.29,-345 1333.29,-339 1339.29,-339 1339.29,-339 1447.29,-339 1447.29,-339 1453.29,-339 1459.29,-345 1459.29,-351 1459.29,-351 1459.29,-583 1459.29,-583 1459.29,-589 1453.29,-595 1447.29,-595\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1393.29\" y=\"-342.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Producto</text>\n<rect x=\"1344.3\" y=\"-587.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1393.3\" y=\"-481.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- data&#45;&gt;product -->\n<g id=\"edge8\" class=\"edge\">\n<title>data&#45;&gt;product</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1106.06,-413.58C1118.69,-418.61 1131.95,-423.36 1144.69,-427 1200.52,-442.96 1265.38,-453.15 1314.7,-459.25\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1314.19,-461.65 1321.43,-460.06 1314.77,-456.79 1314.19,-461.65\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1214.22\" y=\"-489.42\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continúa con los datos</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1214.22\" y=\"-478.62\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Reenvía los datos corregidos →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1214.22\" y=\"-467.82\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Falla al guardar los datos</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1214.22\" y=\"-457.02\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">corregidos</text>\n</g>\n<!-- consent -->\n<g id=\"flow:promoter:consent\" class=\"node\">\n<title>consent</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1783.38,-439C1783.38,-439 1675.38,-439 1675.38,-439 1669.38,-439 1663.38,-433 1663.38,-427 1663.38,-427 1663.38,-195 1663.38,-195 1663.38,-189 1669.38,-183 1675.38,-183 1675.38,-183 1783.38,-183 1783.38,-183 1789.38,-183 1795.38,-189 1795.38,-195 1795.38,-195 1795.38,-427 1795.38,-427 1795.38,-433 1789.38,-439 1783.38,-439\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1729.38\" y=\"-186.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Permisos con NIP</text>\n<rect x=\"1680.4\" y=\"-431.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1729.4\" y=\"-325.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- data&#45;&gt;consent -->\n<g id=\"edge16\" class=\"edge\">\n<title>data&#45;&gt;consent</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1106.02,-362.62C1118.84,-358.73 1132.17,-354.71 1144.69,-351 1224.1,-327.46 1241.75,-310.98 1323.76,-299.4 1384.96,-290.76 1401.03,-298.05 1462.83,-299.4 1527.31,-300.81 1600.54,-304.14 1653.74,-306.87\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1653.48,-309.31 1660.59,-307.22 1653.73,-304.41 1653.48,-309.31\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1393.29\" y=\"-312.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Reenvía los datos corregidos →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1393.29\" y=\"-302.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Datos corregidos guardados</text>\n</g>\n<!-- product&#45;&gt;data -->\n<g id=\"edge9\" class=\"edge\">\n<title>product&#45;&gt;data</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1326.08,-398.64C1313.04,-388.88 1298.72,-380.3 1283.76,-374.8 1229.47,-354.86 1163.74,-358.49 1114.18,-366.25\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1114.06,-363.78 1107.55,-367.33 1114.85,-368.62 1114.06,-363.78\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1214.22\" y=\"-409.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Regresar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1214.22\" y=\"-399.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1214.22\" y=\"-388.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Crea la solicitud → CURP o</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1214.22\" y=\"-377.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">correo de otra cuenta</text>\n</g>\n<!-- product&#45;&gt;consent -->\n<g id=\"edge10\" class=\"edge\">\n<title>product&#45;&gt;consent</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1460.69,-435.99C1515.81,-410.26 1594.22,-373.65 1651.93,-346.69\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1652.68,-349.05 1657.98,-343.87 1650.6,-344.61 1652.68,-349.05\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1563.1\" y=\"-468.79\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Crea la solicitud → Solicitud</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1563.1\" y=\"-457.99\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">creada, NIP enviado</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1563.1\" y=\"-447.19\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Crea la solicitud → Datos</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1563.1\" y=\"-436.39\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">corregidos guardados</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1563.1\" y=\"-425.59\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Crea la solicitud → Solicitud</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1563.1\" y=\"-414.79\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">creada (cliente nuevo)</text>\n</g>\n<!-- result -->\n<g id=\"flow:promoter:result\" class=\"node\">\n<title>result</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M3073.03,-439C3073.03,-439 2965.03,-439 2965.03,-439 2959.03,-439 2953.03,-433 2953.03,-427 2953.03,-427 2953.03,-195 2953.03,-195 2953.03,-189 2959.03,-183 2965.03,-183 2965.03,-183 3073.03,-183 3073.03,-183 3079.03,-183 3085.03,-189 3085.03,-195 3085.03,-195 3085.03,-427 3085.03,-427 3085.03,-433 3079.03,-439 3073.03,-439\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"3019.03\" y=\"-186.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Resultado</text>\n<image href=\"shots/promoter--result.webp\" x=\"2970.0\" y=\"-431.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- consent&#45;&gt;result -->\n<g id=\"edge11\" class=\"edge\">\n<title>consent&#45;&gt;result</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1796.79,-378.99C1860.79,-436.97 1963.38,-511 2069.94,-511 2069.94,-511 2069.94,-511 2676.96,-511 2780.7,-511 2880.82,-441.3 2945.44,-384.2\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2946.86,-386.21 2950.45,-379.72 2943.6,-382.55 2946.86,-386.21\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2414.94\" y=\"-524.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Autoriza con el NIP → Modelo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2414.94\" y=\"-513.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">preliminar evaluado</text>\n</g>\n<!-- finish -->\n<g id=\"flow:promoter:finish\" class=\"node\">\n<title>finish</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2124.94,-439C2124.94,-439 2016.94,-439 2016.94,-439 2010.94,-439 2004.94,-433 2004.94,-427 2004.94,-427 2004.94,-195 2004.94,-195 2004.94,-189 2010.94,-183 2016.94,-183 2016.94,-183 2124.94,-183 2124.94,-183 2130.94,-183 2136.94,-189 2136.94,-195 2136.94,-195 2136.94,-427 2136.94,-427 2136.94,-433 2130.94,-439 2124.94,-439\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2070.94\" y=\"-186.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Terminar solicitud</text>\n<image href=\"shots/promoter--finish.webp\" x=\"2021.9\" y=\"-431.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- consent&#45;&gt;finish -->\n<g id=\"edge12\" class=\"edge\">\n<title>consent&#45;&gt;finish</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1796.65,-311C1852.65,-311 1932.95,-311 1992.02,-311\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1992,-313.45 1999,-311 1992,-308.55 1992,-313.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1900.16\" y=\"-324.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Autoriza con el NIP → Pasa el</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1900.16\" y=\"-313.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">modelo preliminar</text>\n</g>\n<!-- preliminaryFailed -->\n<g id=\"flow:promoter:preliminaryFailed\" class=\"node\">\n<title>preliminaryFailed</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M2296.94,-256C2296.94,-256 2188.94,-256 2188.94,-256 2182.94,-256 2176.94,-250 2176.94,-244 2176.94,-244 2176.94,-12 2176.94,-12 2176.94,-6 2182.94,0 2188.94,0 2188.94,0 2296.94,0 2296.94,0 2302.94,0 2308.94,-6 2308.94,-12 2308.94,-12 2308.94,-244 2308.94,-244 2308.94,-250 2302.94,-256 2296.94,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2242.94\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Modelo preliminar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2242.94\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">fallido</text>\n<image href=\"shots/promoter--preliminaryFailed.webp\" x=\"2193.9\" y=\"-248.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- consent&#45;&gt;preliminaryFailed -->\n<g id=\"edge14\" class=\"edge\">\n<title>consent&#45;&gt;preliminaryFailed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1796.64,-267.62C1850.56,-234.36 1929.78,-190.06 2004.94,-165 2058.04,-147.29 2120.73,-137.98 2168.29,-133.13\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2168.45,-135.57 2175.18,-132.45 2167.97,-130.7 2168.45,-135.57\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1900.16\" y=\"-267.87\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Autoriza con el NIP →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1900.16\" y=\"-257.07\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Rechazado por el modelo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1900.16\" y=\"-246.27\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">preliminar</text>\n</g>\n<!-- done -->\n<g id=\"flow:promoter:done\" class=\"node\">\n<title>done</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M3329.04,-179.6C3329.04,-179.6 3221.04,-179.6 3221.04,-179.6 3215.04,-179.6 3209.04,-173.6 3209.04,-167.6 3209.04,-167.6 3209.04,-148.4 3209.04,-148.4 3209.04,-142.4 3215.04,-136.4 3221.04,-136.4 3221.04,-136.4 3329.04,-136.4 3329.04,-136.4 3335.04,-136.4 3341.04,-142.4 3341.04,-148.4 3341.04,-148.4 3341.04,-167.6 3341.04,-167.6 3341.04,-173.6 3335.04,-179.6 3329.04,-179.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"3275.04\" y=\"-139.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin</text>\n<rect x=\"3226.0\" y=\"-171.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"3275.0\" y=\"-65.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- result&#45;&gt;done -->\n<g id=\"edge13\" class=\"edge\">\n<title>result&#45;&gt;done</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M3086.43,-271C3130.34,-244.56 3186.87,-210.51 3226.34,-186.73\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"3227.37,-188.97 3232.11,-183.26 3224.85,-184.77 3227.37,-188.97\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"3147.03\" y=\"-246.36\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Finalizar</text>\n</g>\n<!-- confirmEmail -->\n<g id=\"flow:promoter:confirmEmail\" class=\"node\">\n<title>confirmEmail</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2468.94,-439C2468.94,-439 2360.94,-439 2360.94,-439 2354.94,-439 2348.94,-433 2348.94,-427 2348.94,-427 2348.94,-195 2348.94,-195 2348.94,-189 2354.94,-183 2360.94,-183 2360.94,-183 2468.94,-183 2468.94,-183 2474.94,-183 2480.94,-189 2480.94,-195 2480.94,-195 2480.94,-427 2480.94,-427 2480.94,-433 2474.94,-439 2468.94,-439\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2414.94\" y=\"-186.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Confirmar correo</text>\n<rect x=\"2365.9\" y=\"-431.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"2414.9\" y=\"-325.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- finish&#45;&gt;confirmEmail -->\n<g id=\"edge17\" class=\"edge\">\n<title>finish&#45;&gt;confirmEmail</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2138.28,-311C2194.95,-311 2276.52,-311 2336.22,-311\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2335.94,-313.45 2342.94,-311 2335.94,-308.55 2335.94,-313.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2242.94\" y=\"-335.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Envía la solicitud completa →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2242.94\" y=\"-324.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Solicitud enviada, código por</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2242.94\" y=\"-313.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">correo</text>\n</g>\n<!-- preliminaryFailed&#45;&gt;done -->\n<g id=\"edge15\" class=\"edge\">\n<title>preliminaryFailed&#45;&gt;done</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M2309.3,-128C2370.17,-128 2463.45,-128 2544.45,-128 2544.45,-128 2544.45,-128 3020.03,-128 3080.71,-128 3148.98,-136.55 3199.45,-144.52\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"3198.91,-146.91 3206.21,-145.6 3199.69,-142.07 3198.91,-146.91\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2675.96\" y=\"-130.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Finalizar</text>\n</g>\n<!-- activation -->\n<g id=\"flow:promoter:activation\" class=\"node\">\n<title>activation</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2729.96,-439C2729.96,-439 2621.96,-439 2621.96,-439 2615.96,-439 2609.96,-433 2609.96,-427 2609.96,-427 2609.96,-195 2609.96,-195 2609.96,-189 2615.96,-183 2621.96,-183 2621.96,-183 2729.96,-183 2729.96,-183 2735.96,-183 2741.96,-189 2741.96,-195 2741.96,-195 2741.96,-427 2741.96,-427 2741.96,-433 2735.96,-439 2729.96,-439\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2675.96\" y=\"-199.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Código de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2675.96\" y=\"-186.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">activación</text>\n<image href=\"shots/promoter--activation.webp\" x=\"2627.0\" y=\"-431.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- confirmEmail&#45;&gt;activation -->\n<g id=\"edge18\" class=\"edge\">\n<title>confirmEmail&#45;&gt;activation</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2482.31,-311C2517.49,-311 2560.9,-311 2597.61,-311\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2597.22,-313.45 2604.22,-311 2597.22,-308.55 2597.22,-313.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2545.45\" y=\"-313.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continuar</text>\n</g>\n<!-- activation&#45;&gt;result -->\n<g id=\"edge19\" class=\"edge\">\n<title>activation&#45;&gt;result</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2743.13,-311C2799.63,-311 2880.98,-311 2940.53,-311\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2940.22,-313.45 2947.22,-311 2940.22,-308.55 2940.22,-313.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2847.49\" y=\"-346.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Envía el código de activación</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2847.49\" y=\"-335.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">→ Solicitud procesada</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2847.49\" y=\"-324.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Reenvía el código → Solicitud</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2847.49\" y=\"-313.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">procesada</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Solicitud rápida completa",
     "happy": true,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Pasa el modelo preliminar",
       "screen": "finish"
      },
      {
       "label": "Envía la solicitud completa → Solicitud enviada, código por correo",
       "screen": "confirmEmail"
      },
      {
       "label": "Continuar",
       "screen": "activation"
      },
      {
       "label": "Envía el código de activación → Solicitud procesada",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 21,
     "tests": 571
    },
    {
     "id": "J02",
     "name": "Atrás del navegador (en «Cliente por teléfono: resultado»)",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Atrás del navegador",
       "screen": "simulation"
      }
     ],
     "variants": 0,
     "tests": 4
    },
    {
     "id": "J03",
     "name": "Atrás del navegador (en «Cliente por teléfono»)",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Atrás del navegador",
       "screen": "simulation"
      }
     ],
     "variants": 1,
     "tests": 3
    },
    {
     "id": "J04",
     "name": "Atrás del navegador (en «Datos del cliente»)",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Atrás del navegador",
       "screen": "clientCheck.found"
      }
     ],
     "variants": 0,
     "tests": 17
    },
    {
     "id": "J05",
     "name": "Atrás del navegador (en «Producto»)",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Atrás del navegador",
       "screen": "data"
      }
     ],
     "variants": 0,
     "tests": 30
    },
    {
     "id": "J06",
     "name": "Autoriza sin NIP: ve el error",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza sin NIP: ve el error",
       "screen": "consent"
      }
     ],
     "variants": 29,
     "tests": 228
    },
    {
     "id": "J07",
     "name": "Busca con un teléfono inválido: ve el error",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca con un teléfono inválido: ve el error",
       "screen": "clientCheck"
      }
     ],
     "variants": 2,
     "tests": 3
    },
    {
     "id": "J08",
     "name": "Cambia el teléfono",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Cambia el teléfono",
       "screen": "clientCheck"
      }
     ],
     "variants": 0,
     "tests": 4
    },
    {
     "id": "J09",
     "name": "Código incorrecto",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Pasa el modelo preliminar",
       "screen": "finish"
      },
      {
       "label": "Envía la solicitud completa → Solicitud enviada, código por correo",
       "screen": "confirmEmail"
      },
      {
       "label": "Continuar",
       "screen": "activation"
      },
      {
       "label": "Envía el código de activación → Código incorrecto",
       "screen": "activation"
      }
     ],
     "variants": 3,
     "tests": 16
    },
    {
     "id": "J10",
     "name": "Código mostrado",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Pasa el modelo preliminar",
       "screen": "finish"
      },
      {
       "label": "Envía la solicitud completa → Solicitud enviada, código por correo",
       "screen": "confirmEmail"
      },
      {
       "label": "Continuar",
       "screen": "activation"
      },
      {
       "label": "Muestra el código → Código mostrado",
       "screen": "activation"
      },
      {
       "label": "Envía el código de activación → Solicitud procesada",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 51,
     "tests": 541
    },
    {
     "id": "J11",
     "name": "Continúa con datos inválidos: ve los errores",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con datos inválidos: ve los errores",
       "screen": "data"
      }
     ],
     "variants": 3,
     "tests": 34
    },
    {
     "id": "J12",
     "name": "Continúa sin producto: ve los errores",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Continúa sin producto: ve los errores",
       "screen": "product"
      }
     ],
     "variants": 27,
     "tests": 258
    },
    {
     "id": "J13",
     "name": "Correo de otro cliente",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Solicitud creada (cliente nuevo)",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Pasa el modelo preliminar",
       "screen": "finish"
      },
      {
       "label": "Envía la solicitud completa → Correo de otro cliente",
       "screen": "finish"
      },
      {
       "label": "Envía la solicitud completa → Solicitud enviada, código por correo",
       "screen": "confirmEmail"
      },
      {
       "label": "Continuar",
       "screen": "activation"
      },
      {
       "label": "Envía el código de activación → Solicitud procesada",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 45,
     "tests": 297
    },
    {
     "id": "J14",
     "name": "CURP o correo de otra cuenta",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → CURP o correo de otra cuenta",
       "screen": "data"
      },
      {
       "label": "Reenvía los datos corregidos → Datos corregidos guardados",
       "screen": "consent"
      }
     ],
     "variants": 5,
     "tests": 11
    },
    {
     "id": "J15",
     "name": "Datos ya registrados",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Pasa el modelo preliminar",
       "screen": "finish"
      },
      {
       "label": "Envía la solicitud completa → Datos ya registrados",
       "screen": "finish"
      },
      {
       "label": "Envía la solicitud completa → Solicitud enviada, código por correo",
       "screen": "confirmEmail"
      },
      {
       "label": "Continuar",
       "screen": "activation"
      },
      {
       "label": "Envía el código de activación → Solicitud procesada",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 90,
     "tests": 876
    },
    {
     "id": "J16",
     "name": "Demasiadas consultas de clientes",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Demasiadas consultas de clientes",
       "screen": "clientCheck"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J17",
     "name": "Demasiadas solicitudes",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Demasiadas solicitudes",
       "screen": "product"
      }
     ],
     "variants": 0,
     "tests": 12
    },
    {
     "id": "J18",
     "name": "Demasiados intentos",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Pasa el modelo preliminar",
       "screen": "finish"
      },
      {
       "label": "Envía la solicitud completa → Solicitud enviada, código por correo",
       "screen": "confirmEmail"
      },
      {
       "label": "Continuar",
       "screen": "activation"
      },
      {
       "label": "Envía el código de activación → Demasiados intentos",
       "screen": "activation"
      }
     ],
     "variants": 3,
     "tests": 16
    },
    {
     "id": "J19",
     "name": "Envía con datos inválidos: ve los errores",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Pasa el modelo preliminar",
       "screen": "finish"
      },
      {
       "label": "Envía con datos inválidos: ve los errores",
       "screen": "finish"
      }
     ],
     "variants": 5,
     "tests": 48
    },
    {
     "id": "J20",
     "name": "Envía un código incompleto: ve el error",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Pasa el modelo preliminar",
       "screen": "finish"
      },
      {
       "label": "Envía la solicitud completa → Solicitud enviada, código por correo",
       "screen": "confirmEmail"
      },
      {
       "label": "Continuar",
       "screen": "activation"
      },
      {
       "label": "Envía un código incompleto: ve el error",
       "screen": "activation"
      }
     ],
     "variants": 65,
     "tests": 391
    },
    {
     "id": "J21",
     "name": "Falla al consultar el correo",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Pasa el modelo preliminar",
       "screen": "finish"
      },
      {
       "label": "Envía la solicitud completa → Falla al consultar el correo",
       "screen": "finish"
      }
     ],
     "variants": 2,
     "tests": 24
    },
    {
     "id": "J22",
     "name": "Falla al consultar el registro",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Falla al consultar el registro",
       "screen": "clientCheck"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J23",
     "name": "Falla al crear la solicitud",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Falla al crear la solicitud",
       "screen": "product"
      }
     ],
     "variants": 0,
     "tests": 12
    },
    {
     "id": "J24",
     "name": "Falla al enviar",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Pasa el modelo preliminar",
       "screen": "finish"
      },
      {
       "label": "Envía la solicitud completa → Falla al enviar",
       "screen": "finish"
      }
     ],
     "variants": 2,
     "tests": 12
    },
    {
     "id": "J25",
     "name": "Falla al evaluar",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Falla al evaluar",
       "screen": "consent"
      }
     ],
     "variants": 2,
     "tests": 24
    },
    {
     "id": "J26",
     "name": "Falla al guardar los datos corregidos",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Falla al guardar los datos corregidos",
       "screen": "product"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J27",
     "name": "Falla al obtener el código",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Pasa el modelo preliminar",
       "screen": "finish"
      },
      {
       "label": "Envía la solicitud completa → Solicitud enviada, código por correo",
       "screen": "confirmEmail"
      },
      {
       "label": "Continuar",
       "screen": "activation"
      },
      {
       "label": "Muestra el código → Falla al obtener el código",
       "screen": "activation"
      }
     ],
     "variants": 3,
     "tests": 32
    },
    {
     "id": "J28",
     "name": "Falla al procesar",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Pasa el modelo preliminar",
       "screen": "finish"
      },
      {
       "label": "Envía la solicitud completa → Solicitud enviada, código por correo",
       "screen": "confirmEmail"
      },
      {
       "label": "Continuar",
       "screen": "activation"
      },
      {
       "label": "Envía el código de activación → Falla al procesar",
       "screen": "activation"
      }
     ],
     "variants": 3,
     "tests": 16
    },
    {
     "id": "J29",
     "name": "Límite excedido",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Límite excedido",
       "screen": "product"
      }
     ],
     "variants": 2,
     "tests": 30
    },
    {
     "id": "J30",
     "name": "Modelo preliminar evaluado",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Modelo preliminar evaluado",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 5,
     "tests": 28
    },
    {
     "id": "J31",
     "name": "NIP incorrecto",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → NIP incorrecto",
       "screen": "consent"
      }
     ],
     "variants": 50,
     "tests": 228
    },
    {
     "id": "J32",
     "name": "NIP rechazado con motivo (vencido, intentos): el texto de la app",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → NIP rechazado con motivo (vencido, intentos): el texto de la app",
       "screen": "consent"
      }
     ],
     "variants": 2,
     "tests": 48
    },
    {
     "id": "J33",
     "name": "Rechazado por el modelo preliminar",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Rechazado por el modelo preliminar",
       "screen": "preliminaryFailed"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 5,
     "tests": 20
    },
    {
     "id": "J34",
     "name": "Regresar (en «Datos del cliente»)",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Regresar",
       "screen": "clientCheck.found"
      }
     ],
     "variants": 0,
     "tests": 17
    },
    {
     "id": "J35",
     "name": "Regresar (en «Producto»)",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Regresar",
       "screen": "data"
      }
     ],
     "variants": 24,
     "tests": 345
    },
    {
     "id": "J36",
     "name": "Teléfono ya registrado",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Teléfono ya registrado",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      }
     ],
     "variants": 20,
     "tests": 55
    },
    {
     "id": "J37",
     "name": "Termina la espera: puede reenviar (en «Código de activación»)",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Pasa el modelo preliminar",
       "screen": "finish"
      },
      {
       "label": "Envía la solicitud completa → Solicitud enviada, código por correo",
       "screen": "confirmEmail"
      },
      {
       "label": "Continuar",
       "screen": "activation"
      },
      {
       "label": "Termina la espera: puede reenviar",
       "screen": "activation"
      }
     ],
     "variants": 21,
     "tests": 122
    },
    {
     "id": "J38",
     "name": "Termina la espera: puede reenviar (en «Permisos con NIP»)",
     "happy": false,
     "start": "simulation",
     "steps": [
      {
       "label": "Empieza una solicitud",
       "screen": "clientCheck"
      },
      {
       "label": "Busca al cliente por teléfono → Respuesta del registro",
       "screen": "clientCheck.found"
      },
      {
       "label": "Continuar",
       "screen": "data"
      },
      {
       "label": "Continúa con los datos",
       "screen": "product"
      },
      {
       "label": "Crea la solicitud → Datos corregidos guardados",
       "screen": "consent"
      },
      {
       "label": "Termina la espera: puede reenviar",
       "screen": "consent"
      }
     ],
     "variants": 23,
     "tests": 162
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       47,
       47
      ],
      "transitions": [
       104,
       104
      ],
      "uncovered": [],
      "run": "f9b944d 2026-11-30 00:21 UTC",
      "commit": "f9b944d"
     },
     {
      "level": "ui",
      "states": [
       47,
       47
      ],
      "transitions": [
       104,
       104
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:08 UTC",
      "commit": "89c7d60"
     }
    ],
    "routed": [
     {
      "key": "simulation",
      "route": "/promotor/solicitud-rapida"
     },
     {
      "key": "clientCheck",
      "route": "/promotor/solicitud-rapida/client-info"
     },
     {
      "key": "data",
      "route": "/promotor/solicitud-rapida/datos"
     },
     {
      "key": "product",
      "route": "/promotor/solicitud-rapida/producto"
     },
     {
      "key": "consent",
      "route": "/promotor/permisos"
     },
     {
      "key": "preliminaryFailed",
      "route": "/promotor/modelo-preliminar-fallido"
     },
     {
      "key": "finish",
      "route": "/promotor/terminar-solicitud"
     },
     {
      "key": "confirmEmail",
      "route": "/promotor/confirmar-correo"
     },
     {
      "key": "activation",
      "route": "/promotor/solicitud-rapida/codigo-activacion"
     },
     {
      "key": "result",
      "route": "/promotor/resultado"
     }
    ],
    "classes": [
     {
      "level": "machine",
      "kind": "walks",
      "covered": [
       "NIP answer ANALYSIS",
       "NIP answer APPROVED",
       "NIP answer CONFIRMED",
       "NIP answer DOCUMENTS_UPLOADED",
       "NIP answer ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "NIP answer ON_HOLD_BY_NEW_RULE",
       "NIP answer PAID",
       "NIP answer PASSED_PRELIMINARY_MODEL",
       "NIP answer PREAPPROVED",
       "NIP answer REJECTED for a incomplete client",
       "NIP answer REJECTED for a new client",
       "NIP answer REJECTED for a registered client",
       "NIP answer RETRY_PROCESSING_APPLICATION",
       "NIP answer SIGNED",
       "NIP answer VALIDATING_SIGNATURE",
       "a failed NIP check, then passed: its error toast dismissed on the next step",
       "a failed activation code check, then processed: its error toast dismissed on the result",
       "a failed creation, then created: its error toast dismissed on the NIP step",
       "activation code answer ANALYSIS",
       "activation code answer APPROVED",
       "activation code answer CONFIRMED",
       "activation code answer DOCUMENTS_UPLOADED",
       "activation code answer ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "activation code answer ON_HOLD_BY_NEW_RULE",
       "activation code answer PAID",
       "activation code answer PREAPPROVED",
       "activation code answer REJECTED for A_REASON_THE_SPEC_DOES_NOT_NAME",
       "activation code answer REJECTED for CLIENT_WITHOUT_CREDIT_HISTORY",
       "activation code answer REJECTED for COMPETITOR_CONSULTATIONS",
       "activation code answer REJECTED for CREDIT_HISTORY_BLOCKED",
       "activation code answer REJECTED for FAILED_RISK_MODEL",
       "activation code answer REJECTED for FICO_SCORE_TOO_LOW",
       "activation code answer REJECTED for FINANCIAL_PENALTIES",
       "activation code answer REJECTED for FRAUDULENT_BEHAVIOR",
       "activation code answer REJECTED for HIGH_CREDIT_CARD_UTILIZATION",
       "activation code answer REJECTED for HIGH_OVERALL_CREDIT_UTILIZATION",
       "activation code answer REJECTED for INSUFFICIENT_APPROVABLE_AMOUNT",
       "activation code answer REJECTED for INTERNAL_PAST_DUE_BALANCE",
       "activation code answer REJECTED for LITTLE_CREDIT_EXPERIENCE",
       "activation code answer REJECTED for NECESSARY_MANUAL_REVIEW_BECAUSE_OF_PAST_DUE_ACCOUNTS",
       "activation code answer REJECTED for NO_CREDIT_HISTORY",
       "activation code answer REJECTED for NO_PAYMENTS_RECORD",
       "activation code answer REJECTED for OVERDUE_ACCOUNTS",
       "activation code answer REJECTED for OVERDUE_BALANCE",
       "activation code answer REJECTED for PAST_DUE_ACCOUNTS",
       "activation code answer REJECTED for PAST_DUE_ACCOUNTS_PERCENTAGE",
       "activation code answer REJECTED for PAYMENT_BEHAVIOR_TREND",
       "activation code answer REJECTED for RECURRENT_LATE_PAYMENTS",
       "activation code answer REJECTED for SINGLE_PAST_DUE_ACCOUNT_HIGH_AMOUNT",
       "activation code answer REJECTED for TOO_MANY_CONSULTATIONS",
       "activation code answer REJECTED for TOO_MANY_RECENT_ACCOUNTS",
       "activation code answer RETRY_PROCESSING_APPLICATION",
       "activation code answer SIGNED",
       "activation code answer VALIDATING_SIGNATURE",
       "activation code: 3, then 5 digits typed",
       "activation code: 4 digits",
       "alerts: the NIP wrong, failed, expired, and its tries of the day spent",
       "alerts: the NIP's resend fails, then its tries are spent",
       "alerts: the activation code wrong, then the processing failed, then refused for too many tries",
       "alerts: the client check fails, then the look-ups are spent",
       "alerts: the client's activation code cannot be fetched nor resent",
       "alerts: the corrections of a client the promoter registered are not saved",
       "alerts: the creation refused for the rejected-applications limit, too many, and failed",
       "alerts: the e-mail check fails, then the quick application",
       "client check: a phone of 9, 11 and 10 digits",
       "consent: a NIP of 5, then 7 digits typed",
       "consent: a NIP of 6 digits",
       "corrections: only the interior number of a client the promoter registered (none on file)",
       "data: a new client's CURP of 17, 18 and 19, postal code of 4, 5 and 6, phone of 9 and 10",
       "finish: a student (UNEMPLOYED) is asked no salary",
       "finish: each employment status (salary asked of EMPLOYED, INDEPENDENT and RETIRED only)",
       "finish: rent and salary one below, at and one above $1,000; dependents; months around today",
       "finish: the previous month, no dependents",
       "product: amount 2000 of 10000 accepted",
       "product: amount 2001 of 10000 accepted",
       "product: amount 2001 of 2001 accepted",
       "product: amount 2007 of 2230 accepted",
       "product: amount 2220 of 2220 accepted",
       "product: amount 44999 of 50000 accepted",
       "product: amount 45000 of 50000 accepted",
       "product: amount 8999 of 10000 accepted",
       "product: amount 9000 of 10000 accepted",
       "product: price, amount, the 90 % rule and the term bands at their edges",
       "product: term 18 of 20,000 accepted",
       "product: terms the amount does not offer (only the machine can be sent them)"
      ],
      "missing": [],
      "run": "f9b944d 2026-11-30 00:21 UTC",
      "commit": "f9b944d"
     },
     {
      "level": "machine",
      "kind": "rows",
      "covered": [
       "REJECTED at the NIP for a incomplete client",
       "REJECTED at the NIP for a new client",
       "REJECTED at the NIP for a registered client",
       "activation code of 3",
       "activation code of 4",
       "activation code of 5",
       "alert El NIP expiró, solicita uno nuevo.",
       "alert Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.",
       "alert Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.",
       "alert Has ingresado un NIP incorrecto.",
       "alert Has ingresado un código incorrecto.",
       "alert Hiciste demasiadas consultas de clientes. Espera un momento y vuelve a buscar al cliente.",
       "alert Hubo un error al crear la solicitud, vuelve a intentarlo",
       "alert Hubo un error al revisar si el email ya existe, vuelve a intentarlo",
       "alert Hubo un error al revisar si el número de teléfono ya existe, vuelve a ingresarlo",
       "alert Hubo un error, vuelva a intentarlo.",
       "alert No pudimos guardar los datos corregidos del cliente, vuelve a intentarlo.",
       "alert No pudimos reenviar el NIP.",
       "alert No pudimos solicitar el NIP.",
       "alert Ocurrió un error al intentar procesar la solicitud",
       "alert Superaste el número de intentos permitidos para esta solicitud. Comunícate con soporte.",
       "alert Superaste el número de intentos permitidos por hoy. Vuelve a intentarlo en 2 horas.",
       "amount 1999 of 10000",
       "amount 2000 of 10000",
       "amount 2001 of 10000",
       "amount 2007 of 2230",
       "amount 2008 of 2230",
       "amount 2220 of 2220",
       "amount 2221 of 2220",
       "amount 44999 of 50000",
       "amount 45000 of 50000",
       "amount 45001 of 50000",
       "amount 8999 of 10000",
       "amount 9000 of 10000",
       "amount 9001 of 10000",
       "client phone of 10",
       "client phone of 11",
       "client phone of 9",
       "curp of 17",
       "curp of 18",
       "curp of 19",
       "dependents 0",
       "dependents 6",
       "dependents empty",
       "employment EMPLOYED",
       "employment HOMEMAKER",
       "employment INDEPENDENT",
       "employment RETIRED",
       "employment UNEMPLOYED",
       "estimate for 1999",
       "estimate for 2000",
       "estimate for 50000",
       "estimate for 50001",
       "kind incomplete",
       "kind new",
       "kind registered",
       "moved in next month",
       "moved in previous month",
       "moved in this month",
       "new client's phone of 10",
       "new client's phone of 9",
       "nip of 5",
       "nip of 6",
       "nip of 7",
       "postal code of 4",
       "postal code of 5",
       "postal code of 6",
       "price 1999",
       "price 2000",
       "price 2001",
       "price 49999",
       "price 50000",
       "price 50001",
       "reason A_REASON_THE_SPEC_DOES_NOT_NAME",
       "reason CLIENT_WITHOUT_CREDIT_HISTORY",
       "reason COMPETITOR_CONSULTATIONS",
       "reason CREDIT_HISTORY_BLOCKED",
       "reason FAILED_RISK_MODEL",
       "reason FICO_SCORE_TOO_LOW",
       "reason FINANCIAL_PENALTIES",
       "reason FRAUDULENT_BEHAVIOR",
       "reason HIGH_CREDIT_CARD_UTILIZATION",
       "reason HIGH_OVERALL_CREDIT_UTILIZATION",
       "reason INSUFFICIENT_APPROVABLE_AMOUNT",
       "reason INTERNAL_PAST_DUE_BALANCE",
       "reason LITTLE_CREDIT_EXPERIENCE",
       "reason NECESSARY_MANUAL_REVIEW_BECAUSE_OF_PAST_DUE_ACCOUNTS",
       "reason NO_CREDIT_HISTORY",
       "reason NO_PAYMENTS_RECORD",
       "reason OVERDUE_ACCOUNTS",
       "reason OVERDUE_BALANCE",
       "reason PAST_DUE_ACCOUNTS",
       "reason PAST_DUE_ACCOUNTS_PERCENTAGE",
       "reason PAYMENT_BEHAVIOR_TREND",
       "reason RECURRENT_LATE_PAYMENTS",
       "reason SINGLE_PAST_DUE_ACCOUNT_HIGH_AMOUNT",
       "reason TOO_MANY_CONSULTATIONS",
       "reason TOO_MANY_RECENT_ACCOUNTS",
       "rent 1000",
       "rent 1001",
       "rent 999",
       "salary 1000",
       "salary 1001",
       "salary 999",
       "start date next month",
       "start date previous month",
       "start date this month",
       "status ANALYSIS at the NIP",
       "status ANALYSIS at the activation code",
       "status APPROVED at the NIP",
       "status APPROVED at the activation code",
       "status CONFIRMED at the NIP",
       "status CONFIRMED at the activation code",
       "status DOCUMENTS_UPLOADED at the NIP",
       "status DOCUMENTS_UPLOADED at the activation code",
       "status ELEGIBLE_FOR_INTEREST_PAYMENTS at the NIP",
       "status ELEGIBLE_FOR_INTEREST_PAYMENTS at the activation code",
       "status ON_HOLD_BY_NEW_RULE at the NIP",
       "status ON_HOLD_BY_NEW_RULE at the activation code",
       "status PAID at the NIP",
       "status PAID at the activation code",
       "status PASSED_PRELIMINARY_MODEL at the NIP",
       "status PREAPPROVED at the NIP",
       "status PREAPPROVED at the activation code",
       "status REJECTED at the NIP",
       "status REJECTED at the activation code",
       "status RETRY_PROCESSING_APPLICATION at the NIP",
       "status RETRY_PROCESSING_APPLICATION at the activation code",
       "status SIGNED at the NIP",
       "status SIGNED at the activation code",
       "status VALIDATING_SIGNATURE at the NIP",
       "status VALIDATING_SIGNATURE at the activation code",
       "term 18 of 20000",
       "term 24 of 20000",
       "term 24 of 20001",
       "term 3 of 1999",
       "term 6 of 2999",
       "terms for 10000",
       "terms for 1999",
       "terms for 2000",
       "terms for 20000",
       "terms for 20001",
       "terms for 2001",
       "terms for 2999",
       "terms for 3000",
       "terms for 4999",
       "terms for 49999",
       "terms for 5000",
       "terms for 50000",
       "terms for 50001",
       "terms for 9999"
      ],
      "missing": [],
      "run": "f9b944d 2026-11-30 00:21 UTC",
      "commit": "f9b944d"
     },
     {
      "level": "ui",
      "kind": "walks",
      "covered": [
       "NIP answer ANALYSIS",
       "NIP answer APPROVED",
       "NIP answer CONFIRMED",
       "NIP answer DOCUMENTS_UPLOADED",
       "NIP answer ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "NIP answer ON_HOLD_BY_NEW_RULE",
       "NIP answer PAID",
       "NIP answer PASSED_PRELIMINARY_MODEL",
       "NIP answer PREAPPROVED",
       "NIP answer REJECTED for a incomplete client",
       "NIP answer REJECTED for a new client",
       "NIP answer REJECTED for a registered client",
       "NIP answer RETRY_PROCESSING_APPLICATION",
       "NIP answer SIGNED",
       "NIP answer VALIDATING_SIGNATURE",
       "activation code answer ANALYSIS",
       "activation code answer APPROVED",
       "activation code answer CONFIRMED",
       "activation code answer DOCUMENTS_UPLOADED",
       "activation code answer ELEGIBLE_FOR_INTEREST_PAYMENTS",
       "activation code answer ON_HOLD_BY_NEW_RULE",
       "activation code answer PAID",
       "activation code answer PREAPPROVED",
       "activation code answer REJECTED for A_REASON_THE_SPEC_DOES_NOT_NAME",
       "activation code answer REJECTED for CLIENT_WITHOUT_CREDIT_HISTORY",
       "activation code answer REJECTED for COMPETITOR_CONSULTATIONS",
       "activation code answer REJECTED for CREDIT_HISTORY_BLOCKED",
       "activation code answer REJECTED for FAILED_RISK_MODEL",
       "activation code answer REJECTED for FICO_SCORE_TOO_LOW",
       "activation code answer REJECTED for FINANCIAL_PENALTIES",
       "activation code answer REJECTED for FRAUDULENT_BEHAVIOR",
       "activation code answer REJECTED for HIGH_CREDIT_CARD_UTILIZATION",
       "activation code answer REJECTED for HIGH_OVERALL_CREDIT_UTILIZATION",
       "activation code answer REJECTED for INSUFFICIENT_APPROVABLE_AMOUNT",
       "activation code answer REJECTED for INTERNAL_PAST_DUE_BALANCE",
       "activation code answer REJECTED for LITTLE_CREDIT_EXPERIENCE",
       "activation code answer REJECTED for NECESSARY_MANUAL_REVIEW_BECAUSE_OF_PAST_DUE_ACCOUNTS",
       "activation code answer REJECTED for NO_CREDIT_HISTORY",
       "activation code answer REJECTED for NO_PAYMENTS_RECORD",
       "activation code answer REJECTED for OVERDUE_ACCOUNTS",
       "activation code answer REJECTED for OVERDUE_BALANCE",
       "activation code answer REJECTED for PAST_DUE_ACCOUNTS",
       "activation code answer REJECTED for PAST_DUE_ACCOUNTS_PERCENTAGE",
       "activation code answer REJECTED for PAYMENT_BEHAVIOR_TREND",
       "activation code answer REJECTED for RECURRENT_LATE_PAYMENTS",
       "activation code answer REJECTED for SINGLE_PAST_DUE_ACCOUNT_HIGH_AMOUNT",
       "activation code answer REJECTED for TOO_MANY_CONSULTATIONS",
       "activation code answer REJECTED for TOO_MANY_RECENT_ACCOUNTS",
       "activation code answer RETRY_PROCESSING_APPLICATION",
       "activation code answer SIGNED",
       "activation code answer VALIDATING_SIGNATURE",
       "activation code: 3, then 5 digits typed",
       "activation code: 4 digits",
       "alerts: the NIP wrong, failed, expired, and its tries of the day spent",
       "alerts: the NIP's resend fails, then its tries are spent",
       "alerts: the activation code wrong, then the processing failed, then refused for too many tries",
       "alerts: the client check fails, then the look-ups are spent",
       "alerts: the client's activation code cannot be fetched nor resent",
       "alerts: the corrections of a client the promoter registered are not saved",
       "alerts: the creation refused for the rejected-applications limit, too many, and failed",
       "alerts: the e-mail check fails, then the quick application",
       "client check: a phone of 9, 11 and 10 digits",
       "consent: a NIP of 5, then 7 digits typed",
       "consent: a NIP of 6 digits",
       "corrections: only the interior number of a client the promoter registered (none on file)",
       "data: a new client's CURP of 17, 18 and 19, postal code of 4, 5 and 6, phone of 9 and 10",
       "finish: a student (UNEMPLOYED) is asked no salary",
       "finish: each employment status (salary asked of EMPLOYED, INDEPENDENT and RETIRED only)",
       "finish: rent and salary one below, at and one above $1,000; dependents; months around today",
       "finish: the previous month, no dependents",
       "product: amount 2000 of 10000 accepted",
       "product: amount 2001 of 10000 accepted",
       "product: amount 2001 of 2001 accepted",
       "product: amount 2007 of 2230 accepted",
       "product: amount 2220 of 2220 accepted",
       "product: amount 44999 of 50000 accepted",
       "product: amount 45000 of 50000 accepted",
       "product: amount 8999 of 10000 accepted",
       "product: amount 9000 of 10000 accepted",
       "product: price, amount, the 90 % rule and the term bands at their edges"
      ],
      "missing": [],
      "run": "89c7d60 2026-11-29 21:08 UTC",
      "commit": "89c7d60"
     },
     {
      "level": "ui",
      "kind": "rows",
      "covered": [
       "REJECTED at the NIP for a incomplete client",
       "REJECTED at the NIP for a new client",
       "REJECTED at the NIP for a registered client",
       "activation code of 3",
       "activation code of 4",
       "activation code of 5",
       "alert El NIP expiró, solicita uno nuevo.",
       "alert Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.",
       "alert Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.",
       "alert Has ingresado un NIP incorrecto.",
       "alert Has ingresado un código incorrecto.",
       "alert Hiciste demasiadas consultas de clientes. Espera un momento y vuelve a buscar al cliente.",
       "alert Hubo un error al crear la solicitud, vuelve a intentarlo",
       "alert Hubo un error al revisar si el email ya existe, vuelve a intentarlo",
       "alert Hubo un error al revisar si el número de teléfono ya existe, vuelve a ingresarlo",
       "alert Hubo un error, vuelva a intentarlo.",
       "alert No pudimos guardar los datos corregidos del cliente, vuelve a intentarlo.",
       "alert No pudimos reenviar el NIP.",
       "alert No pudimos solicitar el NIP.",
       "alert Ocurrió un error al intentar procesar la solicitud",
       "alert Superaste el número de intentos permitidos para esta solicitud. Comunícate con soporte.",
       "alert Superaste el número de intentos permitidos por hoy. Vuelve a intentarlo en 2 horas.",
       "amount 1999 of 10000",
       "amount 2000 of 10000",
       "amount 2001 of 10000",
       "amount 2007 of 2230",
       "amount 2008 of 2230",
       "amount 2220 of 2220",
       "amount 2221 of 2220",
       "amount 44999 of 50000",
       "amount 45000 of 50000",
       "amount 45001 of 50000",
       "amount 8999 of 10000",
       "amount 9000 of 10000",
       "amount 9001 of 10000",
       "client phone of 10",
       "client phone of 11",
       "client phone of 9",
       "curp of 17",
       "curp of 18",
       "curp of 19",
       "dependents 0",
       "dependents 6",
       "dependents empty",
       "employment EMPLOYED",
       "employment HOMEMAKER",
       "employment INDEPENDENT",
       "employment RETIRED",
       "employment UNEMPLOYED",
       "estimate for 1999",
       "estimate for 2000",
       "estimate for 50000",
       "estimate for 50001",
       "kind incomplete",
       "kind new",
       "kind registered",
       "moved in next month",
       "moved in previous month",
       "moved in this month",
       "new client's phone of 10",
       "new client's phone of 9",
       "nip of 5",
       "nip of 6",
       "nip of 7",
       "postal code of 4",
       "postal code of 5",
       "postal code of 6",
       "price 1999",
       "price 2000",
       "price 2001",
       "price 49999",
       "price 50000",
       "price 50001",
       "reason A_REASON_THE_SPEC_DOES_NOT_NAME",
       "reason CLIENT_WITHOUT_CREDIT_HISTORY",
       "reason COMPETITOR_CONSULTATIONS",
       "reason CREDIT_HISTORY_BLOCKED",
       "reason FAILED_RISK_MODEL",
       "reason FICO_SCORE_TOO_LOW",
       "reason FINANCIAL_PENALTIES",
       "reason FRAUDULENT_BEHAVIOR",
       "reason HIGH_CREDIT_CARD_UTILIZATION",
       "reason HIGH_OVERALL_CREDIT_UTILIZATION",
       "reason INSUFFICIENT_APPROVABLE_AMOUNT",
       "reason INTERNAL_PAST_DUE_BALANCE",
       "reason LITTLE_CREDIT_EXPERIENCE",
       "reason NECESSARY_MANUAL_REVIEW_BECAUSE_OF_PAST_DUE_ACCOUNTS",
       "reason NO_CREDIT_HISTORY",
       "reason NO_PAYMENTS_RECORD",
       "reason OVERDUE_ACCOUNTS",
       "reason OVERDUE_BALANCE",
       "reason PAST_DUE_ACCOUNTS",
       "reason PAST_DUE_ACCOUNTS_PERCENTAGE",
       "reason PAYMENT_BEHAVIOR_TREND",
       "reason RECURRENT_LATE_PAYMENTS",
       "reason SINGLE_PAST_DUE_ACCOUNT_HIGH_AMOUNT",
       "reason TOO_MANY_CONSULTATIONS",
       "reason TOO_MANY_RECENT_ACCOUNTS",
       "rent 1000",
       "rent 1001",
       "rent 999",
       "salary 1000",
       "salary 1001",
       "salary 999",
       "start date next month",
       "start date previous month",
       "start date this month",
       "status ANALYSIS at the NIP",
       "status ANALYSIS at the activation code",
       "status APPROVED at the NIP",
       "status APPROVED at the activation code",
       "status CONFIRMED at the NIP",
       "status CONFIRMED at the activation code",
       "status DOCUMENTS_UPLOADED at the NIP",
       "status DOCUMENTS_UPLOADED at the activation code",
       "status ELEGIBLE_FOR_INTEREST_PAYMENTS at the NIP",
       "status ELEGIBLE_FOR_INTEREST_PAYMENTS at the activation code",
       "status ON_HOLD_BY_NEW_RULE at the NIP",
       "status ON_HOLD_BY_NEW_RULE at the activation code",
       "status PAID at the NIP",
       "status PAID at the activation code",
       "status PASSED_PRELIMINARY_MODEL at the NIP",
       "status PREAPPROVED at the NIP",
       "status PREAPPROVED at the activation code",
       "status REJECTED at the NIP",
       "status REJECTED at the activation code",
       "status RETRY_PROCESSING_APPLICATION at the NIP",
       "status RETRY_PROCESSING_APPLICATION at the activation code",
       "status SIGNED at the NIP",
       "status SIGNED at the activation code",
       "status VALIDATING_SIGNATURE at the NIP",
       "status VALIDATING_SIGNATURE at the activation code",
       "terms for 10000",
       "terms for 1999",
       "terms for 2000",
       "terms for 20000",
       "terms for 20001",
       "terms for 2001",
       "terms for 2999",
       "terms for 3000",
       "terms for 4999",
       "terms for 49999",
       "terms for 5000",
       "terms for 50000",
       "terms for 50001",
       "terms for 9999"
      ],
      "missing": [],
      "run": "89c7d60 2026-11-29 21:08 UTC",
      "commit": "89c7d60"
     }
    ]
   }
  },
  {
   "name": "drafts",
   "kind": "rule",
   "rule": {
    "functions": [
     "readDraft",
     "writeDraft"
    ],
    "source": "src/app/drafts/index.ts",
    "machine": "tests/rules/drafts/drafts.rules.ts"
   },
   "title": "Borradores guardados",
   "machineId": "drafts",
   "description": "Borradores: cada uno guardado a una hora fija y leído por la app 1 ms antes de su vigencia, justo en ella y 1 ms después; texto ilegible; solicitud de tienda sin tienda.",
   "screens": [
    {
     "key": "empty",
     "title": "Sin borrador",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "saved",
     "title": "Borrador guardado",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": [
      "El texto guardado queda ilegible",
      "Pasa el tiempo (1 ms antes de su vigencia, justo en ella o 1 ms después)"
     ]
    },
    {
     "key": "kept",
     "title": "Borrador restaurado",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "dropped",
     "title": "Borrador descartado",
     "route": null,
     "happy": false,
     "final": false,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"778pt\" height=\"156pt\"\n viewBox=\"0.00 0.00 778.00 156.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 151.89)\">\n<title>drafts&#45;pantallas</title>\n<!-- empty -->\n<g id=\"flow:drafts:empty\" class=\"node\">\n<title>empty</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120,-98.89C120,-98.89 12,-98.89 12,-98.89 6,-98.89 0,-92.89 0,-86.89 0,-86.89 0,-67.69 0,-67.69 0,-61.69 6,-55.69 12,-55.69 12,-55.69 120,-55.69 120,-55.69 126,-55.69 132,-61.69 132,-67.69 132,-67.69 132,-86.89 132,-86.89 132,-92.89 126,-98.89 120,-98.89\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-73.99\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Sin borrador</text>\n</g>\n<!-- saved -->\n<g id=\"flow:drafts:saved\" class=\"node\">\n<title>saved</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M421.05,-98.89C421.05,-98.89 313.05,-98.89 313.05,-98.89 307.05,-98.89 301.05,-92.89 301.05,-86.89 301.05,-86.89 301.05,-67.69 301.05,-67.69 301.05,-61.69 307.05,-55.69 313.05,-55.69 313.05,-55.69 421.05,-55.69 421.05,-55.69 427.05,-55.69 433.05,-61.69 433.05,-67.69 433.05,-67.69 433.05,-86.89 433.05,-86.89 433.05,-92.89 427.05,-98.89 421.05,-98.89\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"367.05\" y=\"-73.99\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Borrador guardado</text>\n</g>\n<!-- empty&#45;&gt;saved -->\n<g id=\"edge1\" class=\"edge\">\n<title>empty&#45;&gt;saved</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M133.37,-77.29C179.17,-77.29 240.23,-77.29 288.31,-77.29\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"288.07,-79.74 295.07,-77.29 288.07,-74.84 288.07,-79.74\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"216.53\" y=\"-79.99\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Guarda un borrador</text>\n</g>\n<!-- kept -->\n<g id=\"flow:drafts:kept\" class=\"node\">\n<title>kept</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M758.12,-147.89C758.12,-147.89 650.12,-147.89 650.12,-147.89 644.12,-147.89 638.12,-141.89 638.12,-135.89 638.12,-135.89 638.12,-116.69 638.12,-116.69 638.12,-110.69 644.12,-104.69 650.12,-104.69 650.12,-104.69 758.12,-104.69 758.12,-104.69 764.12,-104.69 770.12,-110.69 770.12,-116.69 770.12,-116.69 770.12,-135.89 770.12,-135.89 770.12,-141.89 764.12,-147.89 758.12,-147.89\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"704.12\" y=\"-129.59\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Borrador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"704.12\" y=\"-116.39\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">restaurado</text>\n</g>\n<!-- saved&#45;&gt;kept -->\n<g id=\"edge2\" class=\"edge\">\n<title>saved&#45;&gt;kept</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M412.59,-100.31C430.83,-108.57 452.46,-116.92 473.05,-121.29 522.93,-131.89 580.27,-133.16 625.22,-131.77\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"625.22,-134.23 632.13,-131.52 625.04,-129.33 625.22,-134.23\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"535.58\" y=\"-134.93\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• La app lo lee y lo restaura</text>\n</g>\n<!-- dropped -->\n<g id=\"flow:drafts:dropped\" class=\"node\">\n<title>dropped</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M758.12,-50.89C758.12,-50.89 650.12,-50.89 650.12,-50.89 644.12,-50.89 638.12,-44.89 638.12,-38.89 638.12,-38.89 638.12,-19.69 638.12,-19.69 638.12,-13.69 644.12,-7.69 650.12,-7.69 650.12,-7.69 758.12,-7.69 758.12,-7.69 764.12,-7.69 770.12,-13.69 770.12,-19.69 770.12,-19.69 770.12,-38.89 770.12,-38.89 770.12,-44.89 764.12,-50.89 758.12,-50.89\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"704.12\" y=\"-32.59\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Borrador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"704.12\" y=\"-19.39\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">descartado</text>\n</g>\n<!-- saved&#45;&gt;dropped -->\n<g id=\"edge4\" class=\"edge\">\n<title>saved&#45;&gt;dropped</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M428.97,-54.26C443.25,-49.69 458.53,-45.46 473.05,-42.69 524.85,-32.83 584.29,-29.57 629.78,-28.73\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"629.63,-31.18 636.59,-28.62 629.56,-26.28 629.63,-31.18\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"535.58\" y=\"-56.19\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• La app lo lee y lo descarta (y</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"535.58\" y=\"-45.39\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">lo borra)</text>\n</g>\n<!-- kept&#45;&gt;saved -->\n<g id=\"edge3\" class=\"edge\">\n<title>kept&#45;&gt;saved</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M636.8,-114.71C623.98,-112.57 610.64,-110.4 598.12,-108.49 547.35,-100.75 490.13,-92.99 445.45,-87.14\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"445.84,-84.72 438.59,-86.25 445.21,-89.58 445.84,-84.72\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"535.58\" y=\"-111.19\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Guarda un borrador</text>\n</g>\n<!-- dropped&#45;&gt;saved -->\n<g id=\"edge5\" class=\"edge\">\n<title>dropped&#45;&gt;saved</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M637.88,-11.11C591.1,-1.09 527.08,6.43 473.05,-9.49 446.43,-17.34 420.19,-34.28 400.61,-49.26\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"399.16,-47.28 395.16,-53.52 402.18,-51.14 399.16,-47.28\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"535.58\" y=\"-12.19\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Guarda un borrador</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Restaura un borrador vigente y guarda otro",
     "happy": true,
     "start": "empty",
     "steps": [
      {
       "label": "Guarda un borrador",
       "screen": "saved"
      },
      {
       "label": "La app lo lee y lo restaura",
       "screen": "kept"
      },
      {
       "label": "Guarda un borrador",
       "screen": "saved"
      }
     ],
     "variants": 0,
     "tests": 5
    },
    {
     "id": "J02",
     "name": "El texto guardado queda ilegible",
     "happy": false,
     "start": "empty",
     "steps": [
      {
       "label": "Guarda un borrador",
       "screen": "saved"
      },
      {
       "label": "El texto guardado queda ilegible",
       "screen": "saved"
      },
      {
       "label": "El texto guardado queda ilegible",
       "screen": "saved"
      }
     ],
     "variants": 4,
     "tests": 30
    },
    {
     "id": "J03",
     "name": "La app lo lee y lo descarta (y lo borra)",
     "happy": false,
     "start": "empty",
     "steps": [
      {
       "label": "Guarda un borrador",
       "screen": "saved"
      },
      {
       "label": "La app lo lee y lo descarta (y lo borra)",
       "screen": "dropped"
      },
      {
       "label": "Guarda un borrador",
       "screen": "saved"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J04",
     "name": "Pasa el tiempo (1 ms antes de su vigencia, justo en ella o 1 ms después)",
     "happy": false,
     "start": "empty",
     "steps": [
      {
       "label": "Guarda un borrador",
       "screen": "saved"
      },
      {
       "label": "Pasa el tiempo (1 ms antes de su vigencia, justo en ella o 1 ms después)",
       "screen": "saved"
      },
      {
       "label": "La app lo lee y lo restaura",
       "screen": "kept"
      },
      {
       "label": "Guarda un borrador",
       "screen": "saved"
      }
     ],
     "variants": 9,
     "tests": 92
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       4,
       4
      ],
      "transitions": [
       7,
       7
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:12 UTC",
      "commit": "89c7d60"
     }
    ],
    "routed": [],
    "classes": [
     {
      "level": "machine",
      "kind": "rows",
      "covered": [
       "STORE without store",
       "applicationResult without lifetime",
       "pendingApplication at",
       "pendingApplication one above",
       "pendingApplication one below",
       "pendingClientSignup at",
       "pendingClientSignup one above",
       "pendingClientSignup one below",
       "pendingPromoterApplication at",
       "pendingPromoterApplication one above",
       "pendingPromoterApplication one below",
       "personal loan without store",
       "unparsable"
      ],
      "missing": [],
      "run": "89c7d60 2026-11-29 21:12 UTC",
      "commit": "89c7d60"
     }
    ]
   }
  },
  {
   "name": "shellMenu",
   "kind": "rule",
   "rule": {
    "functions": [
     "menuEntries"
    ],
    "source": "src/app/shell/menu.ts",
    "machine": "tests/rules/shellMenu/shellMenu.rules.ts"
   },
   "title": "Menú lateral por rol",
   "machineId": "shellMenu",
   "description": "Menú lateral por rol: visitante, cliente y promotor, al iniciar y cerrar sesión en cualquier orden.",
   "screens": [
    {
     "key": "visitor",
     "title": "Menú de visitante",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "client",
     "title": "Menú de cliente",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "promoter",
     "title": "Menú de promotor",
     "route": null,
     "happy": false,
     "final": false,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"476pt\" height=\"146pt\"\n viewBox=\"0.00 0.00 476.00 146.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 141.83)\">\n<title>shellMenu&#45;pantallas</title>\n<!-- visitor -->\n<g id=\"flow:shellMenu:visitor\" class=\"node\">\n<title>visitor</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120,-89.2C120,-89.2 12,-89.2 12,-89.2 6,-89.2 0,-83.2 0,-77.2 0,-77.2 0,-58 0,-58 0,-52 6,-46 12,-46 12,-46 120,-46 120,-46 126,-46 132,-52 132,-58 132,-58 132,-77.2 132,-77.2 132,-83.2 126,-89.2 120,-89.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-64.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Menú de visitante</text>\n</g>\n<!-- client -->\n<g id=\"flow:shellMenu:client\" class=\"node\">\n<title>client</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M455.57,-134.2C455.57,-134.2 347.57,-134.2 347.57,-134.2 341.57,-134.2 335.57,-128.2 335.57,-122.2 335.57,-122.2 335.57,-103 335.57,-103 335.57,-97 341.57,-91 347.57,-91 347.57,-91 455.57,-91 455.57,-91 461.57,-91 467.57,-97 467.57,-103 467.57,-103 467.57,-122.2 467.57,-122.2 467.57,-128.2 461.57,-134.2 455.57,-134.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"401.57\" y=\"-109.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Menú de cliente</text>\n</g>\n<!-- visitor&#45;&gt;client -->\n<g id=\"edge1\" class=\"edge\">\n<title>visitor&#45;&gt;client</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120.58,-90.68C136.8,-96.65 154.86,-102.32 172,-105.6 221.68,-115.1 278.53,-116.88 323.1,-116.27\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"322.95,-118.72 329.91,-116.14 322.86,-113.82 322.95,-118.72\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.78\" y=\"-129.73\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Inicia sesión un cliente (o un</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.78\" y=\"-118.93\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">usuario sin rol)</text>\n</g>\n<!-- promoter -->\n<g id=\"flow:shellMenu:promoter\" class=\"node\">\n<title>promoter</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M455.57,-43.2C455.57,-43.2 347.57,-43.2 347.57,-43.2 341.57,-43.2 335.57,-37.2 335.57,-31.2 335.57,-31.2 335.57,-12 335.57,-12 335.57,-6 341.57,0 347.57,0 347.57,0 455.57,0 455.57,0 461.57,0 467.57,-6 467.57,-12 467.57,-12 467.57,-31.2 467.57,-31.2 467.57,-37.2 461.57,-43.2 455.57,-43.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"401.57\" y=\"-18.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Menú de promotor</text>\n</g>\n<!-- visitor&#45;&gt;promoter -->\n<g id=\"edge3\" class=\"edge\">\n<title>visitor&#45;&gt;promoter</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M133.3,-58.46C189.17,-50.75 269.01,-39.74 326.87,-31.76\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"327.14,-34.2 333.74,-30.82 326.47,-29.34 327.14,-34.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.78\" y=\"-55.42\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Inicia sesión un promotor</text>\n</g>\n<!-- client&#45;&gt;visitor -->\n<g id=\"edge2\" class=\"edge\">\n<title>client&#45;&gt;visitor</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M334.32,-99.31C321.49,-96.96 308.13,-94.67 295.57,-92.8 245.44,-85.32 188.82,-79.06 144.48,-74.65\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"144.91,-72.24 137.71,-73.99 144.43,-77.11 144.91,-72.24\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.78\" y=\"-95.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Cierra sesión</text>\n</g>\n<!-- promoter&#45;&gt;visitor -->\n<g id=\"edge4\" class=\"edge\">\n<title>promoter&#45;&gt;visitor</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M335.17,-11.84C288.99,-6.97 225.97,-4.43 172,-16.8 150.92,-21.63 129.14,-31.28 110.93,-40.88\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"110.2,-38.48 105.21,-43.97 112.53,-42.8 110.2,-38.48\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.78\" y=\"-19.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cierra sesión</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Un cliente inicia y cierra sesión",
     "happy": true,
     "start": "visitor",
     "steps": [
      {
       "label": "Inicia sesión un cliente (o un usuario sin rol)",
       "screen": "client"
      },
      {
       "label": "Cierra sesión",
       "screen": "visitor"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J02",
     "name": "Inicia sesión un promotor",
     "happy": false,
     "start": "visitor",
     "steps": [
      {
       "label": "Inicia sesión un promotor",
       "screen": "promoter"
      },
      {
       "label": "Cierra sesión",
       "screen": "visitor"
      }
     ],
     "variants": 0,
     "tests": 1
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       3,
       3
      ],
      "transitions": [
       4,
       4
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:12 UTC",
      "commit": "89c7d60"
     }
    ],
    "routed": [],
    "classes": [
     {
      "level": "machine",
      "kind": "rows",
      "covered": [
       "client",
       "client without role",
       "promoter",
       "visitor"
      ],
      "missing": [],
      "run": "89c7d60 2026-11-29 21:12 UTC",
      "commit": "89c7d60"
     }
    ]
   }
  },
  {
   "name": "purchases",
   "kind": "rule",
   "rule": {
    "functions": [
     "purchasesView",
     "standingLabel"
    ],
    "source": "machines/account/view.ts",
    "machine": "tests/rules/purchases/purchases.rules.ts"
   },
   "title": "Mi cuenta: pestañas e insignias",
   "machineId": "purchases",
   "description": "Mi cuenta: pestañas Activas, Pagadas y Pagos, y la insignia Vencida / Al corriente de cada préstamo.",
   "screens": [
    {
     "key": "loading",
     "title": "Cargando Mi cuenta",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": []
    },
    {
     "key": "activas",
     "title": "Pestaña Activas",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": [
      "Abre Activas"
     ]
    },
    {
     "key": "pagadas",
     "title": "Pestaña Pagadas",
     "route": null,
     "happy": true,
     "final": false,
     "shot": null,
     "stays": [
      "Abre Pagadas"
     ]
    },
    {
     "key": "pagos",
     "title": "Pestaña Pagos",
     "route": null,
     "happy": false,
     "final": false,
     "shot": null,
     "stays": [
      "Abre Pagos"
     ]
    }
   ],
   "flowSvg": "<svg width=\"1033pt\" height=\"111pt\"\n viewBox=\"0.00 0.00 1033.00 111.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 107.45)\">\n<title>purchases&#45;pantallas</title>\n<!-- loading -->\n<g id=\"flow:purchases:loading\" class=\"node\">\n<title>loading</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120,-43.45C120,-43.45 12,-43.45 12,-43.45 6,-43.45 0,-37.45 0,-31.45 0,-31.45 0,-12.25 0,-12.25 0,-6.25 6,-0.25 12,-0.25 12,-0.25 120,-0.25 120,-0.25 126,-0.25 132,-6.25 132,-12.25 132,-12.25 132,-31.45 132,-31.45 132,-37.45 126,-43.45 120,-43.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-18.55\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cargando Mi cuenta</text>\n</g>\n<!-- activas -->\n<g id=\"flow:purchases:activas\" class=\"node\">\n<title>activas</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M455.06,-43.45C455.06,-43.45 347.06,-43.45 347.06,-43.45 341.06,-43.45 335.06,-37.45 335.06,-31.45 335.06,-31.45 335.06,-12.25 335.06,-12.25 335.06,-6.25 341.06,-0.25 347.06,-0.25 347.06,-0.25 455.06,-0.25 455.06,-0.25 461.06,-0.25 467.06,-6.25 467.06,-12.25 467.06,-12.25 467.06,-31.45 467.06,-31.45 467.06,-37.45 461.06,-43.45 455.06,-43.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"401.06\" y=\"-18.55\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Pestaña Activas</text>\n</g>\n<!-- loading&#45;&gt;activas -->\n<g id=\"edge1\" class=\"edge\">\n<title>loading&#45;&gt;activas</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M133.2,-21.85C187.71,-21.85 265.09,-21.85 322.5,-21.85\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"322.16,-24.3 329.16,-21.85 322.16,-19.4 322.16,-24.3\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.53\" y=\"-46.15\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Llegan los préstamos (con o</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.53\" y=\"-35.35\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">sin saldos)</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.53\" y=\"-24.55\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Abre Activas</text>\n</g>\n<!-- pagadas -->\n<g id=\"flow:purchases:pagadas\" class=\"node\">\n<title>pagadas</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M734.1,-103.45C734.1,-103.45 626.1,-103.45 626.1,-103.45 620.1,-103.45 614.1,-97.45 614.1,-91.45 614.1,-91.45 614.1,-72.25 614.1,-72.25 614.1,-66.25 620.1,-60.25 626.1,-60.25 626.1,-60.25 734.1,-60.25 734.1,-60.25 740.1,-60.25 746.1,-66.25 746.1,-72.25 746.1,-72.25 746.1,-91.45 746.1,-91.45 746.1,-97.45 740.1,-103.45 734.1,-103.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"680.1\" y=\"-78.55\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Pestaña Pagadas</text>\n</g>\n<!-- activas&#45;&gt;pagadas -->\n<g id=\"edge2\" class=\"edge\">\n<title>activas&#45;&gt;pagadas</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M451.6,-44.93C468.82,-52.07 488.48,-59.25 507.06,-63.85 537.56,-71.39 571.87,-75.77 601.78,-78.32\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"601.31,-80.74 608.48,-78.85 601.7,-75.86 601.31,-80.74\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"540.58\" y=\"-78.03\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Abre Pagadas</text>\n</g>\n<!-- pagos -->\n<g id=\"flow:purchases:pagos\" class=\"node\">\n<title>pagos</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M1013.15,-43.45C1013.15,-43.45 905.15,-43.45 905.15,-43.45 899.15,-43.45 893.15,-37.45 893.15,-31.45 893.15,-31.45 893.15,-12.25 893.15,-12.25 893.15,-6.25 899.15,-0.25 905.15,-0.25 905.15,-0.25 1013.15,-0.25 1013.15,-0.25 1019.15,-0.25 1025.15,-6.25 1025.15,-12.25 1025.15,-12.25 1025.15,-31.45 1025.15,-31.45 1025.15,-37.45 1019.15,-43.45 1013.15,-43.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"959.15\" y=\"-18.55\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Pestaña Pagos</text>\n</g>\n<!-- activas&#45;&gt;pagos -->\n<g id=\"edge5\" class=\"edge\">\n<title>activas&#45;&gt;pagos</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M468.31,-21.85C572.86,-21.85 775.42,-21.85 884.44,-21.85\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"884.25,-24.3 891.25,-21.85 884.25,-19.4 884.25,-24.3\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"680.1\" y=\"-24.55\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Abre Pagos</text>\n</g>\n<!-- pagadas&#45;&gt;activas -->\n<g id=\"edge3\" class=\"edge\">\n<title>pagadas&#45;&gt;activas</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M612.76,-61.11C600,-57.49 586.69,-53.95 574.1,-51.05 543.35,-43.95 509.13,-37.8 479.36,-32.99\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"479.97,-30.6 472.67,-31.93 479.2,-35.44 479.97,-30.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"540.58\" y=\"-53.75\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Abre Activas</text>\n</g>\n<!-- pagadas&#45;&gt;pagos -->\n<g id=\"edge4\" class=\"edge\">\n<title>pagadas&#45;&gt;pagos</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M747.19,-79.21C779.5,-76.84 818.74,-72.35 853.15,-63.85 869.85,-59.72 887.43,-53.49 903.32,-47.09\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"904.03,-49.44 909.58,-44.52 902.17,-44.91 904.03,-49.44\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"819.62\" y=\"-78.03\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Abre Pagos</text>\n</g>\n<!-- pagos&#45;&gt;activas -->\n<g id=\"edge6\" class=\"edge\">\n<title>pagos&#45;&gt;activas</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M892.82,-14.16C850.95,-9.63 795.41,-4.34 746.1,-2.05 687.5,0.68 672.71,0.68 614.1,-2.05 568.32,-4.18 517.16,-8.89 476.56,-13.18\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"476.53,-10.72 469.83,-13.9 477.05,-15.59 476.53,-10.72\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"680.1\" y=\"-4.75\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Abre Activas</text>\n</g>\n<!-- pagos&#45;&gt;pagadas -->\n<g id=\"edge7\" class=\"edge\">\n<title>pagos&#45;&gt;pagadas</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M892.84,-31.09C860.54,-36.12 821.08,-42.98 786.1,-51.05 776.17,-53.34 765.79,-56.02 755.58,-58.83\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"754.99,-56.46 748.91,-60.7 756.31,-61.18 754.99,-56.46\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"819.62\" y=\"-53.75\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Abre Pagadas</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Ve sus préstamos activos, luego los pagados",
     "happy": true,
     "start": "loading",
     "steps": [
      {
       "label": "Llegan los préstamos (con o sin saldos)",
       "screen": "activas"
      },
      {
       "label": "Abre Pagadas",
       "screen": "pagadas"
      },
      {
       "label": "Abre Activas",
       "screen": "activas"
      }
     ],
     "variants": 1,
     "tests": 3
    },
    {
     "id": "J02",
     "name": "Abre Activas",
     "happy": false,
     "start": "loading",
     "steps": [
      {
       "label": "Llegan los préstamos (con o sin saldos)",
       "screen": "activas"
      },
      {
       "label": "Abre Activas",
       "screen": "activas"
      }
     ],
     "variants": 1,
     "tests": 3
    },
    {
     "id": "J03",
     "name": "Abre Pagadas",
     "happy": false,
     "start": "loading",
     "steps": [
      {
       "label": "Llegan los préstamos (con o sin saldos)",
       "screen": "activas"
      },
      {
       "label": "Abre Pagadas",
       "screen": "pagadas"
      },
      {
       "label": "Abre Pagadas",
       "screen": "pagadas"
      }
     ],
     "variants": 1,
     "tests": 3
    },
    {
     "id": "J04",
     "name": "Abre Pagos (en «Pestaña Activas»)",
     "happy": false,
     "start": "loading",
     "steps": [
      {
       "label": "Llegan los préstamos (con o sin saldos)",
       "screen": "activas"
      },
      {
       "label": "Abre Pagos",
       "screen": "pagos"
      },
      {
       "label": "Abre Pagadas",
       "screen": "pagadas"
      }
     ],
     "variants": 5,
     "tests": 9
    },
    {
     "id": "J05",
     "name": "Abre Pagos (en «Pestaña Pagadas»)",
     "happy": false,
     "start": "loading",
     "steps": [
      {
       "label": "Llegan los préstamos (con o sin saldos)",
       "screen": "activas"
      },
      {
       "label": "Abre Pagadas",
       "screen": "pagadas"
      },
      {
       "label": "Abre Pagos",
       "screen": "pagos"
      }
     ],
     "variants": 1,
     "tests": 3
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       4,
       4
      ],
      "transitions": [
       4,
       4
      ],
      "uncovered": [],
      "run": "89c7d60 2026-11-29 21:11 UTC",
      "commit": "89c7d60"
     }
    ],
    "routed": [],
    "classes": [
     {
      "level": "machine",
      "kind": "rows",
      "covered": [
       "Activas CONFIRMED",
       "Activas PAID",
       "Al corriente at 0",
       "Pagadas liquidated",
       "Vencida one centavo above",
       "Vencida well above",
       "balances unread",
       "no balance, not active",
       "not disbursed, not listed",
       "tab Activas",
       "tab Pagadas",
       "tab Pagos"
      ],
      "missing": [],
      "run": "89c7d60 2026-11-29 21:11 UTC",
      "commit": "89c7d60"
     }
    ]
   }
  }
 ]
};
