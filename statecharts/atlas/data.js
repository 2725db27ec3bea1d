window.ATLAS = {
 "machines": [
  {
   "name": "session",
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
     "tests": 25
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
     "tests": 4
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
     "tests": 14
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
     "tests": 47
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
     "tests": 6
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
     "tests": 22
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
     "tests": 8
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
     "tests": 7
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
     "tests": 9
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       9,
       9
      ],
      "transitions": [
       19,
       19
      ],
      "uncovered": [],
      "run": "255c8a8 2026-11-24 14:23 UTC"
     },
     {
      "level": "ui",
      "states": [
       9,
       9
      ],
      "transitions": [
       19,
       19
      ],
      "uncovered": [],
      "run": "255c8a8 2026-11-24 14:22 UTC"
     }
    ],
    "routed": [
     {
      "key": "suspended",
      "route": "/"
     }
    ]
   }
  },
  {
   "name": "login",
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
      "run": "255c8a8 2026-11-24 14:23 UTC"
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
      "run": "255c8a8 2026-11-24 14:22 UTC"
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
    ]
   }
  },
  {
   "name": "alert",
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
      "run": "255c8a8 2026-11-24 14:23 UTC"
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
      "run": "255c8a8 2026-11-24 14:22 UTC"
     }
    ],
    "routed": []
   }
  },
  {
   "name": "password",
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
      "run": "255c8a8 2026-11-24 14:23 UTC"
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
      "run": "255c8a8 2026-11-24 14:21 UTC"
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
    ]
   }
  },
  {
   "name": "signup",
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
     "tests": 89
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
     "variants": 157,
     "tests": 1438
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
     "variants": 37,
     "tests": 544
    },
    {
     "id": "J25",
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
     "id": "J26",
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
       78,
       78
      ],
      "uncovered": [],
      "run": "255c8a8 2026-11-24 14:23 UTC"
     },
     {
      "level": "ui",
      "states": [
       30,
       30
      ],
      "transitions": [
       78,
       78
      ],
      "uncovered": [],
      "run": "255c8a8 2026-11-24 14:21 UTC"
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
    ]
   }
  },
  {
   "name": "application",
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
      "Reenvía el NIP",
      "NIP reenviado",
      "Falla al reenviar el NIP",
      "Autoriza con el NIP → NIP rechazado con motivo (vencido, intentos): su mensaje",
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
   "flowSvg": "<svg width=\"2646pt\" height=\"923pt\"\n viewBox=\"0.00 0.00 2646.00 923.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 919)\">\n<title>application&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-693\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- limitExceeded -->\n<g id=\"flow:application:limitExceeded\" class=\"node\">\n<title>limitExceeded</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M1671.95,-915C1671.95,-915 1563.95,-915 1563.95,-915 1557.95,-915 1551.95,-909 1551.95,-903 1551.95,-903 1551.95,-671 1551.95,-671 1551.95,-665 1557.95,-659 1563.95,-659 1563.95,-659 1671.95,-659 1671.95,-659 1677.95,-659 1683.95,-665 1683.95,-671 1683.95,-671 1683.95,-903 1683.95,-903 1683.95,-909 1677.95,-915 1671.95,-915\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1617.95\" y=\"-688.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Límite de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1617.95\" y=\"-675.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">solicitudes</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1617.95\" y=\"-662.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">excedido</text>\n<image href=\"shots/application--limitExceeded.webp\" x=\"1569.0\" y=\"-907.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;limitExceeded -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;limitExceeded</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M16.35,-698.75C41.58,-720.98 137.9,-800 232.03,-800 232.03,-800 232.03,-800 1278.39,-800 1369.81,-800 1475.03,-795.21 1543.58,-791.44\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1543.39,-793.91 1550.24,-791.07 1543.12,-789.01 1543.39,-793.91\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"753.67\" y=\"-802.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Ya no puede solicitar más</text>\n</g>\n<!-- product -->\n<g id=\"flow:application:product\" class=\"node\">\n<title>product</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M287.03,-546C287.03,-546 179.03,-546 179.03,-546 173.03,-546 167.03,-540 167.03,-534 167.03,-534 167.03,-302 167.03,-302 167.03,-296 173.03,-290 179.03,-290 179.03,-290 287.03,-290 287.03,-290 293.03,-290 299.03,-296 299.03,-302 299.03,-302 299.03,-534 299.03,-534 299.03,-540 293.03,-546 287.03,-546\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.03\" y=\"-306.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Producto y pago</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.03\" y=\"-293.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">estimado</text>\n<image href=\"shots/application--product.webp\" x=\"184.0\" y=\"-538.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;product -->\n<g id=\"edge3\" class=\"edge\">\n<title>__start&#45;&gt;product</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M15.49,-686.2C35.15,-661.85 103.8,-576.83 158.6,-508.95\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"160.2,-510.86 162.7,-503.88 156.39,-507.79 160.2,-510.86\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"92.52\" y=\"-629.24\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Puede solicitar</text>\n</g>\n<!-- done -->\n<g id=\"flow:application:done\" class=\"node\">\n<title>done</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2626.11,-491.6C2626.11,-491.6 2518.11,-491.6 2518.11,-491.6 2512.11,-491.6 2506.11,-485.6 2506.11,-479.6 2506.11,-479.6 2506.11,-460.4 2506.11,-460.4 2506.11,-454.4 2512.11,-448.4 2518.11,-448.4 2518.11,-448.4 2626.11,-448.4 2626.11,-448.4 2632.11,-448.4 2638.11,-454.4 2638.11,-460.4 2638.11,-460.4 2638.11,-479.6 2638.11,-479.6 2638.11,-485.6 2632.11,-491.6 2626.11,-491.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2572.11\" y=\"-451.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin</text>\n<rect x=\"2523.1\" y=\"-483.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"2572.1\" y=\"-377.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- limitExceeded&#45;&gt;done -->\n<g id=\"edge2\" class=\"edge\">\n<title>limitExceeded&#45;&gt;done</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1684.22,-780.65C1817.3,-765.87 2127.39,-722.03 2364.57,-616 2432.41,-585.68 2500.8,-531.65 2539.38,-498.51\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2540.94,-500.4 2544.63,-493.96 2537.73,-496.69 2540.94,-500.4\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2133.55\" y=\"-713\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Finalizar</text>\n</g>\n<!-- product&#45;&gt;limitExceeded -->\n<g id=\"edge20\" class=\"edge\">\n<title>product&#45;&gt;limitExceeded</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M276.37,-547.42C291.85,-578.71 312.35,-609.56 339.03,-632 424.1,-703.53 467.97,-702 579.12,-702 579.12,-702 579.12,-702 1278.39,-702 1372.19,-702 1476.33,-733.07 1544.01,-757.65\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1542.84,-759.82 1550.25,-759.93 1544.53,-755.22 1542.84,-759.82\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-737.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-726.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Límite rechazado</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-715.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-704.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Demasiadas solicitudes</text>\n</g>\n<!-- address -->\n<g id=\"flow:application:address\" class=\"node\">\n<title>address</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M634.12,-546C634.12,-546 526.12,-546 526.12,-546 520.12,-546 514.12,-540 514.12,-534 514.12,-534 514.12,-302 514.12,-302 514.12,-296 520.12,-290 526.12,-290 526.12,-290 634.12,-290 634.12,-290 640.12,-290 646.12,-296 646.12,-302 646.12,-302 646.12,-534 646.12,-534 646.12,-540 640.12,-546 634.12,-546\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"580.12\" y=\"-293.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Domicilio</text>\n<image href=\"shots/application--address.webp\" x=\"531.1\" y=\"-538.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- product&#45;&gt;address -->\n<g id=\"edge4\" class=\"edge\">\n<title>product&#45;&gt;address</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M300.41,-391.87C313.05,-387.94 326.31,-384.5 339.03,-382.4 398.27,-372.63 414.88,-372.63 474.12,-382.4 483.27,-383.91 492.69,-386.11 501.96,-388.69\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"500.98,-390.95 508.39,-390.59 502.37,-386.25 500.98,-390.95\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"406.58\" y=\"-395.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"406.58\" y=\"-385.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Atrás o adelante del navegador</text>\n</g>\n<!-- result -->\n<g id=\"flow:application:result\" class=\"node\">\n<title>result</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2352.57,-598C2352.57,-598 2244.57,-598 2244.57,-598 2238.57,-598 2232.57,-592 2232.57,-586 2232.57,-586 2232.57,-354 2232.57,-354 2232.57,-348 2238.57,-342 2244.57,-342 2244.57,-342 2352.57,-342 2352.57,-342 2358.57,-342 2364.57,-348 2364.57,-354 2364.57,-354 2364.57,-586 2364.57,-586 2364.57,-592 2358.57,-598 2352.57,-598\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2298.57\" y=\"-358.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Resultado de la</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2298.57\" y=\"-345.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">solicitud</text>\n<image href=\"shots/application--result.webp\" x=\"2249.6\" y=\"-590.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- product&#45;&gt;result -->\n<g id=\"edge21\" class=\"edge\">\n<title>product&#45;&gt;result</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M300.38,-479.42C366.01,-533.6 471.93,-604 579.12,-604 579.12,-604 579.12,-604 1969.52,-604 2062.38,-604 2159.77,-557.42 2224.08,-519.19\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2225.33,-521.29 2230.07,-515.59 2222.81,-517.09 2225.33,-521.29\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1277.39\" y=\"-639.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1277.39\" y=\"-628.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Ya procesada</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1277.39\" y=\"-617.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1277.39\" y=\"-606.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Resultado sin NIP</text>\n</g>\n<!-- consent -->\n<g id=\"flow:application:consent\" class=\"node\">\n<title>consent</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1671.95,-311C1671.95,-311 1563.95,-311 1563.95,-311 1557.95,-311 1551.95,-305 1551.95,-299 1551.95,-299 1551.95,-67 1551.95,-67 1551.95,-61 1557.95,-55 1563.95,-55 1563.95,-55 1671.95,-55 1671.95,-55 1677.95,-55 1683.95,-61 1683.95,-67 1683.95,-67 1683.95,-299 1683.95,-299 1683.95,-305 1677.95,-311 1671.95,-311\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1617.95\" y=\"-58.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Permisos con NIP</text>\n<image href=\"shots/application--consent.webp\" x=\"1569.0\" y=\"-303.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- product&#45;&gt;consent -->\n<g id=\"edge17\" class=\"edge\">\n<title>product&#45;&gt;consent</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M300.34,-293.91C359.74,-201.4 456.35,-91 579.12,-91 579.12,-91 579.12,-91 1278.39,-91 1372.08,-91 1475.41,-124.22 1542.97,-150.73\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1541.81,-152.9 1549.22,-153.21 1543.61,-148.35 1541.81,-152.9\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-147.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-136.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ NIP enviado por SMS</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-126.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-115.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Falla al reenviar el NIP</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-104.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-93.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Solicitud enviada</text>\n</g>\n<!-- interestOffer -->\n<g id=\"flow:application:interestOffer\" class=\"node\">\n<title>interestOffer</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M2022.52,-268C2022.52,-268 1914.52,-268 1914.52,-268 1908.52,-268 1902.52,-262 1902.52,-256 1902.52,-256 1902.52,-24 1902.52,-24 1902.52,-18 1908.52,-12 1914.52,-12 1914.52,-12 2022.52,-12 2022.52,-12 2028.52,-12 2034.52,-18 2034.52,-24 2034.52,-24 2034.52,-256 2034.52,-256 2034.52,-262 2028.52,-268 2022.52,-268\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1968.52\" y=\"-28.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Oferta a meses con</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1968.52\" y=\"-15.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">intereses</text>\n<image href=\"shots/application--interestOffer.webp\" x=\"1919.5\" y=\"-260.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- product&#45;&gt;interestOffer -->\n<g id=\"edge22\" class=\"edge\">\n<title>product&#45;&gt;interestOffer</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M253.8,-288.72C268.65,-228.47 294.43,-159.35 339.03,-110 417.73,-22.92 461.75,0 579.12,0 579.12,0 579.12,0 1618.95,0 1720.3,0 1827.06,-51.6 1895.31,-92.14\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1893.64,-94 1900.9,-95.5 1896.16,-89.8 1893.64,-94\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1103.84\" y=\"-24.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con producto y plazo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1103.84\" y=\"-13.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Elegible para meses con</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1103.84\" y=\"-2.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">intereses</text>\n</g>\n<!-- address&#45;&gt;product -->\n<g id=\"edge5\" class=\"edge\">\n<title>address&#45;&gt;product</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M512.63,-418C454.2,-418 369.27,-418 308.56,-418\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"308.68,-415.55 301.68,-418 308.68,-420.45 308.68,-415.55\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"406.58\" y=\"-420.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás o adelante del navegador</text>\n</g>\n<!-- employment -->\n<g id=\"flow:application:employment\" class=\"node\">\n<title>employment</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M982.75,-539C982.75,-539 874.75,-539 874.75,-539 868.75,-539 862.75,-533 862.75,-527 862.75,-527 862.75,-295 862.75,-295 862.75,-289 868.75,-283 874.75,-283 874.75,-283 982.75,-283 982.75,-283 988.75,-283 994.75,-289 994.75,-295 994.75,-295 994.75,-527 994.75,-527 994.75,-533 988.75,-539 982.75,-539\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-286.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Empleo</text>\n<image href=\"shots/application--employment.webp\" x=\"879.8\" y=\"-531.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- address&#45;&gt;employment -->\n<g id=\"edge6\" class=\"edge\">\n<title>address&#45;&gt;employment</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M647.41,-422.12C695.65,-424.44 762.52,-426.29 821.21,-423 830.56,-422.48 840.35,-421.69 850.05,-420.78\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"850.12,-423.23 856.84,-420.1 849.63,-418.35 850.12,-423.23\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"753.67\" y=\"-438.28\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continúa con su domicilio</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"753.67\" y=\"-427.48\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Atrás o adelante del navegador</text>\n</g>\n<!-- employment&#45;&gt;address -->\n<g id=\"edge7\" class=\"edge\">\n<title>employment&#45;&gt;address</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M861.32,-409.34C812.77,-408.47 745.34,-408 686.12,-410.2 676.35,-410.56 666.07,-411.11 655.93,-411.76\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"655.79,-409.31 648.96,-412.22 656.11,-414.2 655.79,-409.31\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"753.67\" y=\"-412.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás o adelante del navegador</text>\n</g>\n<!-- references -->\n<g id=\"flow:application:references\" class=\"node\">\n<title>references</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1331.39,-532C1331.39,-532 1223.39,-532 1223.39,-532 1217.39,-532 1211.39,-526 1211.39,-520 1211.39,-520 1211.39,-288 1211.39,-288 1211.39,-282 1217.39,-276 1223.39,-276 1223.39,-276 1331.39,-276 1331.39,-276 1337.39,-276 1343.39,-282 1343.39,-288 1343.39,-288 1343.39,-520 1343.39,-520 1343.39,-526 1337.39,-532 1331.39,-532\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1277.39\" y=\"-279.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Referencias</text>\n<image href=\"shots/application--references.webp\" x=\"1228.4\" y=\"-524.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- employment&#45;&gt;references -->\n<g id=\"edge8\" class=\"edge\">\n<title>employment&#45;&gt;references</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M996.18,-409.66C1053.89,-408.49 1137.55,-406.8 1198.42,-405.57\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1198.4,-408.03 1205.35,-405.43 1198.3,-403.13 1198.4,-408.03\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1103.84\" y=\"-422.24\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continúa con su empleo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1103.84\" y=\"-411.44\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Atrás o adelante del navegador</text>\n</g>\n<!-- references&#45;&gt;limitExceeded -->\n<g id=\"edge10\" class=\"edge\">\n<title>references&#45;&gt;limitExceeded</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1344.73,-457.15C1394.06,-498.53 1461.32,-559.02 1511.95,-620 1524.1,-634.64 1535.93,-650.79 1546.99,-667.11\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1544.91,-668.41 1550.84,-672.85 1548.98,-665.68 1544.91,-668.41\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-665.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Envía la solicitud con sus</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-655.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">referencias → Límite rechazado</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-644.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Envía la solicitud con sus</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-633.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">referencias → Demasiadas</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-622.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">solicitudes</text>\n</g>\n<!-- references&#45;&gt;employment -->\n<g id=\"edge9\" class=\"edge\">\n<title>references&#45;&gt;employment</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1209.94,-391.01C1197.19,-389 1183.91,-387.25 1171.39,-386.2 1111.56,-381.16 1095.94,-379.35 1036.3,-386.2 1025.85,-387.4 1014.93,-389.24 1004.24,-391.39\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1003.96,-388.95 997.61,-392.78 1004.96,-393.74 1003.96,-388.95\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1103.84\" y=\"-388.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás o adelante del navegador</text>\n</g>\n<!-- references&#45;&gt;result -->\n<g id=\"edge11\" class=\"edge\">\n<title>references&#45;&gt;result</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1344.72,-411.4C1357.54,-412.7 1370.87,-413.97 1383.39,-415 1694.94,-440.68 2067.15,-459.35 2223.09,-466.64\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2222.64,-469.07 2229.74,-466.95 2222.87,-464.18 2222.64,-469.07\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-493.66\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Envía la solicitud con sus</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-482.86\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">referencias → Ya procesada</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-472.06\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Envía la solicitud con sus</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-461.26\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">referencias → Resultado sin</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-450.46\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">NIP</text>\n</g>\n<!-- references&#45;&gt;consent -->\n<g id=\"edge13\" class=\"edge\">\n<title>references&#45;&gt;consent</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1344.86,-350.25C1357.43,-340.72 1370.64,-331.13 1383.39,-322.6 1438.1,-285.99 1455.49,-282.88 1511.95,-249 1521.36,-243.35 1531.19,-237.33 1540.9,-231.31\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1542.04,-233.49 1546.69,-227.71 1539.45,-229.33 1542.04,-233.49\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-346.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Envía la solicitud con sus</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-336.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">referencias → Solicitud</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1447.67\" y=\"-325.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">enviada</text>\n</g>\n<!-- references&#45;&gt;interestOffer -->\n<g id=\"edge14\" class=\"edge\">\n<title>references&#45;&gt;interestOffer</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1344.58,-399.97C1426.81,-393.13 1570.15,-375.16 1683.95,-329 1762.05,-297.32 1841.04,-242.37 1895.75,-199.86\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1897.1,-201.91 1901.1,-195.67 1894.08,-198.05 1897.1,-201.91\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1617.95\" y=\"-393.4\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Envía la solicitud con sus</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1617.95\" y=\"-382.6\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">referencias → Elegible para</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1617.95\" y=\"-371.8\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">meses con intereses</text>\n</g>\n<!-- result&#45;&gt;done -->\n<g id=\"edge12\" class=\"edge\">\n<title>result&#45;&gt;done</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2366,-470C2404.52,-470 2453.23,-470 2493.51,-470\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2493.36,-472.45 2500.36,-470 2493.36,-467.55 2493.36,-472.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2435.34\" y=\"-472.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Finalizar</text>\n</g>\n<!-- consent&#45;&gt;product -->\n<g id=\"edge16\" class=\"edge\">\n<title>consent&#45;&gt;product</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1550.69,-179.32C1376.75,-171.58 894.35,-162.45 514.12,-272 439.74,-293.43 362.23,-335.62 307.65,-369.16\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"306.39,-367.06 301.73,-372.82 308.97,-371.22 306.39,-367.06\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"928.75\" y=\"-206.04\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás o adelante del navegador</text>\n</g>\n<!-- consent&#45;&gt;result -->\n<g id=\"edge19\" class=\"edge\">\n<title>consent&#45;&gt;result</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1685.25,-211.04C1811.65,-264.5 2086.42,-380.7 2220.66,-437.47\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2219.67,-439.71 2227.07,-440.18 2221.58,-435.2 2219.67,-439.71\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1968.52\" y=\"-368.53\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Autoriza con el NIP →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1968.52\" y=\"-357.73\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Solicitud procesada</text>\n</g>\n<!-- consent&#45;&gt;interestOffer -->\n<g id=\"edge18\" class=\"edge\">\n<title>consent&#45;&gt;interestOffer</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1685.33,-174.81C1744.97,-167.45 1832.41,-156.67 1894.12,-149.05\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1894.12,-151.52 1900.77,-148.23 1893.52,-146.66 1894.12,-151.52\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-193.39\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Autoriza con el NIP → Aprobada</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-182.59\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">con oferta a meses con</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1793.23\" y=\"-171.79\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">intereses</text>\n</g>\n<!-- interestOffer&#45;&gt;result -->\n<g id=\"edge15\" class=\"edge\">\n<title>interestOffer&#45;&gt;result</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M2034.92,-165.8C2083.24,-187.49 2148.1,-222.39 2192.57,-268.8 2203.73,-280.44 2218.47,-305.19 2233.38,-333.48\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2231.06,-334.33 2236.47,-339.4 2235.41,-332.06 2231.06,-334.33\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2133.55\" y=\"-303.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Acepta la oferta → Oferta</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2133.55\" y=\"-293.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">aceptada</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2133.55\" y=\"-282.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Rechaza la oferta → Oferta</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2133.55\" y=\"-271.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">rechazada</text>\n</g>\n<!-- missingStore -->\n<g id=\"flow:application:missingStore\" class=\"node\">\n<title>missingStore</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M2352.57,-306C2352.57,-306 2244.57,-306 2244.57,-306 2238.57,-306 2232.57,-300 2232.57,-294 2232.57,-294 2232.57,-62 2232.57,-62 2232.57,-56 2238.57,-50 2244.57,-50 2244.57,-50 2352.57,-50 2352.57,-50 2358.57,-50 2364.57,-56 2364.57,-62 2364.57,-62 2364.57,-294 2364.57,-294 2364.57,-300 2358.57,-306 2352.57,-306\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2298.57\" y=\"-53.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Tienda no indicada</text>\n<rect x=\"2249.6\" y=\"-298.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"2298.6\" y=\"-192.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- missingStore&#45;&gt;done -->\n<g id=\"edge23\" class=\"edge\">\n<title>missingStore&#45;&gt;done</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M2364.96,-248.31C2422.36,-310.04 2502.97,-396.72 2544.32,-441.19\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2542.3,-442.62 2548.86,-446.07 2545.89,-439.28 2542.3,-442.62\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2435.34\" y=\"-352.85\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Sale del flujo</text>\n</g>\n</g>\n</svg>\n",
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
     "variants": 8,
     "tests": 135
    },
    {
     "id": "J02",
     "name": "Aprobada con oferta a meses con intereses",
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
       "label": "Autoriza con el NIP → Aprobada con oferta a meses con intereses",
       "screen": "interestOffer"
      },
      {
       "label": "Acepta la oferta → Oferta aceptada",
       "screen": "result"
      },
      {
       "label": "Finalizar",
       "screen": "done"
      }
     ],
     "variants": 4,
     "tests": 26
    },
    {
     "id": "J03",
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
     "id": "J04",
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
     "id": "J05",
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
       "label": "Continúa con producto y plazo → Falla al reenviar el NIP",
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
     "variants": 22,
     "tests": 300
    },
    {
     "id": "J06",
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
     "id": "J07",
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
     "tests": 10
    },
    {
     "id": "J08",
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
     "id": "J09",
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
     "id": "J10",
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
     "id": "J11",
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
     "id": "J12",
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
     "id": "J13",
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
     "id": "J14",
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
     "id": "J15",
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
     "id": "J16",
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
     "id": "J17",
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
     "id": "J18",
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
     "id": "J19",
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
     "id": "J20",
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
     "id": "J21",
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
     "id": "J22",
     "name": "Falla al procesar",
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
       "label": "Autoriza con el NIP → Falla al procesar",
       "screen": "consent"
      }
     ],
     "variants": 0,
     "tests": 8
    },
    {
     "id": "J23",
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
     "id": "J24",
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
     "id": "J25",
     "name": "NIP incorrecto",
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
       "label": "Autoriza con el NIP → NIP incorrecto",
       "screen": "consent"
      }
     ],
     "variants": 0,
     "tests": 8
    },
    {
     "id": "J26",
     "name": "NIP rechazado con motivo (vencido, intentos): su mensaje",
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
       "label": "Autoriza con el NIP → NIP rechazado con motivo (vencido, intentos): su mensaje",
       "screen": "consent"
      }
     ],
     "variants": 0,
     "tests": 8
    },
    {
     "id": "J27",
     "name": "Reenvía el NIP",
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
       "label": "Reenvía el NIP",
       "screen": "consent"
      }
     ],
     "variants": 5,
     "tests": 70
    },
    {
     "id": "J28",
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
     "id": "J29",
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
     "id": "J30",
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
     "id": "J31",
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
       "label": "Atrás o adelante del navegador",
       "screen": "product"
      },
      {
       "label": "Continúa con producto y plazo → Falla al reenviar el NIP",
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
     "variants": 24,
     "tests": 174
    },
    {
     "id": "J32",
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
     "id": "J33",
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
     "id": "J34",
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
       90,
       90
      ],
      "uncovered": [],
      "run": "328d40f+ 2026-11-24 15:38 UTC"
     },
     {
      "level": "ui",
      "states": [
       43,
       43
      ],
      "transitions": [
       90,
       90
      ],
      "uncovered": [],
      "run": "328d40f+ 2026-11-24 15:38 UTC"
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
    ]
   }
  },
  {
   "name": "storeSearch",
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
      "run": "255c8a8 2026-11-24 14:23 UTC"
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
      "run": "255c8a8 2026-11-24 14:22 UTC"
     }
    ],
    "routed": []
   }
  },
  {
   "name": "storeLink",
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
      "run": "255c8a8 2026-11-24 14:23 UTC"
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
      "run": "255c8a8 2026-11-24 14:22 UTC"
     }
    ],
    "routed": []
   }
  },
  {
   "name": "documents",
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
   "flowSvg": "<svg width=\"810pt\" height=\"264pt\"\n viewBox=\"0.00 0.00 810.00 264.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 260)\">\n<title>documents&#45;pantallas</title>\n<!-- idle -->\n<g id=\"flow:documents:idle\" class=\"node\">\n<title>idle</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120,-256C120,-256 12,-256 12,-256 6,-256 0,-250 0,-244 0,-244 0,-12 0,-12 0,-6 6,0 12,0 12,0 120,0 120,0 126,0 132,-6 132,-12 132,-12 132,-244 132,-244 132,-250 126,-256 120,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Subir documentos</text>\n<rect x=\"17.0\" y=\"-248.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"66.0\" y=\"-142.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- widget -->\n<g id=\"flow:documents:widget\" class=\"node\">\n<title>widget</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M474.57,-256C474.57,-256 366.57,-256 366.57,-256 360.57,-256 354.57,-250 354.57,-244 354.57,-244 354.57,-12 354.57,-12 354.57,-6 360.57,0 366.57,0 366.57,0 474.57,0 474.57,0 480.57,0 486.57,-6 486.57,-12 486.57,-12 486.57,-244 486.57,-244 486.57,-250 480.57,-256 474.57,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"420.57\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Widget de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"420.57\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">identidad</text>\n<rect x=\"371.6\" y=\"-248.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"420.6\" y=\"-142.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- idle&#45;&gt;widget -->\n<g id=\"edge1\" class=\"edge\">\n<title>idle&#45;&gt;widget</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M133.33,-133.82C146.15,-134.73 159.49,-135.52 172,-136 235.32,-138.41 251.25,-138.41 314.57,-136 323.46,-135.66 332.78,-135.16 342.02,-134.58\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"341.89,-137.04 348.71,-134.13 341.56,-132.15 341.89,-137.04\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"243.28\" y=\"-151.31\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Empieza a subir sus documentos</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"243.28\" y=\"-140.51\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">→ Se abre el widget</text>\n</g>\n<!-- widget&#45;&gt;idle -->\n<g id=\"edge2\" class=\"edge\">\n<title>widget&#45;&gt;idle</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M353.13,-87.17C340.72,-81.31 327.56,-76.2 314.57,-73 253.04,-57.86 233.53,-57.86 172,-73 161.65,-75.55 151.19,-79.31 141.09,-83.7\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"140.18,-81.43 134.82,-86.55 142.2,-85.89 140.18,-81.43\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"243.28\" y=\"-118.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cancela el widget</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"243.28\" y=\"-108.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Termina en el widget → Falla</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"243.28\" y=\"-97.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">al registrar los documentos</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"243.28\" y=\"-86.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Termina en el widget → Falla</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"243.28\" y=\"-75.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">al guardar la identidad</text>\n</g>\n<!-- uploaded -->\n<g id=\"flow:documents:uploaded\" class=\"node\">\n<title>uploaded</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M790.11,-149.6C790.11,-149.6 682.11,-149.6 682.11,-149.6 676.11,-149.6 670.11,-143.6 670.11,-137.6 670.11,-137.6 670.11,-118.4 670.11,-118.4 670.11,-112.4 676.11,-106.4 682.11,-106.4 682.11,-106.4 790.11,-106.4 790.11,-106.4 796.11,-106.4 802.11,-112.4 802.11,-118.4 802.11,-118.4 802.11,-137.6 802.11,-137.6 802.11,-143.6 796.11,-149.6 790.11,-149.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"736.11\" y=\"-109.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Documentos subidos</text>\n<image href=\"shots/documents--uploaded.webp\" x=\"687.1\" y=\"-141.6\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- widget&#45;&gt;uploaded -->\n<g id=\"edge3\" class=\"edge\">\n<title>widget&#45;&gt;uploaded</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M488.06,-128C537.53,-128 605.19,-128 657.2,-128\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"657.17,-130.45 664.17,-128 657.17,-125.55 657.17,-130.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"578.34\" y=\"-141.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Termina en el widget →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"578.34\" y=\"-130.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Documentos registrados</text>\n</g>\n</g>\n</svg>\n",
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
     "variants": 0,
     "tests": 1
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
    },
    {
     "id": "J04",
     "name": "Falla al guardar la identidad",
     "happy": false,
     "start": "idle",
     "steps": [
      {
       "label": "Empieza a subir sus documentos → Se abre el widget",
       "screen": "widget"
      },
      {
       "label": "Termina en el widget → Falla al guardar la identidad",
       "screen": "idle"
      },
      {
       "label": "Empieza a subir sus documentos → Se abre el widget",
       "screen": "widget"
      }
     ],
     "variants": 2,
     "tests": 3
    },
    {
     "id": "J05",
     "name": "Falla al registrar los documentos",
     "happy": false,
     "start": "idle",
     "steps": [
      {
       "label": "Empieza a subir sus documentos → Se abre el widget",
       "screen": "widget"
      },
      {
       "label": "Termina en el widget → Falla al registrar los documentos",
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
       6,
       6
      ],
      "transitions": [
       9,
       9
      ],
      "uncovered": [],
      "run": "255c8a8 2026-11-24 14:23 UTC"
     },
     {
      "level": "ui",
      "states": [
       6,
       6
      ],
      "transitions": [
       9,
       9
      ],
      "uncovered": [],
      "run": "255c8a8 2026-11-24 14:22 UTC"
     }
    ],
    "routed": []
   }
  },
  {
   "name": "signing",
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
      "Falla al enviar el NIP",
      "Acepta sin NIP: ve el error",
      "Reenvía el NIP",
      "NIP reenviado",
      "Aún no puede reenviar",
      "Falla al reenviar",
      "Acepta con el NIP → Rechazo con motivo (otra fecha, límite): su mensaje",
      "Acepta con el NIP → NIP incorrecto",
      "Acepta con el NIP → Falla al firmar"
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
   "flowSvg": "<svg width=\"3248pt\" height=\"1463pt\"\n viewBox=\"0.00 0.00 3248.00 1463.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 1459.4)\">\n<title>signing&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-942\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- toHome -->\n<g id=\"flow:signing:toHome\" class=\"node\">\n<title>toHome</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M3227.76,-1238.6C3227.76,-1238.6 3119.76,-1238.6 3119.76,-1238.6 3113.76,-1238.6 3107.76,-1232.6 3107.76,-1226.6 3107.76,-1226.6 3107.76,-1207.4 3107.76,-1207.4 3107.76,-1201.4 3113.76,-1195.4 3119.76,-1195.4 3119.76,-1195.4 3227.76,-1195.4 3227.76,-1195.4 3233.76,-1195.4 3239.76,-1201.4 3239.76,-1207.4 3239.76,-1207.4 3239.76,-1226.6 3239.76,-1226.6 3239.76,-1232.6 3233.76,-1238.6 3227.76,-1238.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"3173.76\" y=\"-1198.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: inicio</text>\n<rect x=\"3124.8\" y=\"-1230.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"3173.8\" y=\"-1124.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;toHome -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;toHome</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M9.84,-951.18C9.21,-1017.68 14.23,-1423 230.03,-1423 230.03,-1423 230.03,-1423 2913.74,-1423 3025.59,-1423 3117.12,-1303.88 3154.55,-1246.8\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"3156.49,-1248.31 3158.23,-1241.1 3152.37,-1245.65 3156.49,-1248.31\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1603.96\" y=\"-1447.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → La</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1603.96\" y=\"-1436.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">solicitud ya no existe</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1603.96\" y=\"-1425.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Ya firmada</text>\n</g>\n<!-- chooseTerm -->\n<g id=\"flow:signing:chooseTerm\" class=\"node\">\n<title>chooseTerm</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M962.75,-533C962.75,-533 854.75,-533 854.75,-533 848.75,-533 842.75,-527 842.75,-521 842.75,-521 842.75,-289 842.75,-289 842.75,-283 848.75,-277 854.75,-277 854.75,-277 962.75,-277 962.75,-277 968.75,-277 974.75,-283 974.75,-289 974.75,-289 974.75,-521 974.75,-521 974.75,-527 968.75,-533 962.75,-533\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"908.75\" y=\"-280.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Seleccionar plazo</text>\n<image href=\"shots/signing--chooseTerm.webp\" x=\"859.8\" y=\"-525.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;chooseTerm -->\n<g id=\"edge2\" class=\"edge\">\n<title>__start&#45;&gt;chooseTerm</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M9.87,-932.65C9.44,-886 10.34,-674.14 58,-510 88.21,-405.96 73.13,-348.37 165.03,-291 256.81,-233.7 348.63,-177.09 800.22,-334 810.75,-337.66 821.27,-342.59 831.37,-348.16\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"830.1,-350.25 837.38,-351.64 832.55,-346.01 830.1,-350.25\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"398.56\" y=\"-243.38\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Solicitud cargada</text>\n</g>\n<!-- loadFailed -->\n<g id=\"flow:signing:loadFailed\" class=\"node\">\n<title>loadFailed</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M285.03,-565C285.03,-565 177.03,-565 177.03,-565 171.03,-565 165.03,-559 165.03,-553 165.03,-553 165.03,-321 165.03,-321 165.03,-315 171.03,-309 177.03,-309 177.03,-309 285.03,-309 285.03,-309 291.03,-309 297.03,-315 297.03,-321 297.03,-321 297.03,-553 297.03,-553 297.03,-559 291.03,-565 285.03,-565\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"231.03\" y=\"-325.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">No se pudo cargar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"231.03\" y=\"-312.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">la solicitud</text>\n<rect x=\"182.0\" y=\"-557.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"231.0\" y=\"-451.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;loadFailed -->\n<g id=\"edge3\" class=\"edge\">\n<title>__start&#45;&gt;loadFailed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M10.47,-932.78C13.05,-884.43 26.55,-660.06 58,-599.2 81.24,-554.23 122.01,-514.94 158.03,-486.3\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"159.5,-488.26 163.5,-482.01 156.48,-484.4 159.5,-488.26\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"91.51\" y=\"-601.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Falla al cargar</text>\n</g>\n<!-- clabeFirst -->\n<g id=\"flow:signing:clabeFirst\" class=\"node\">\n<title>clabeFirst</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M620.63,-627C620.63,-627 512.63,-627 512.63,-627 506.63,-627 500.63,-621 500.63,-615 500.63,-615 500.63,-383 500.63,-383 500.63,-377 506.63,-371 512.63,-371 512.63,-371 620.63,-371 620.63,-371 626.63,-371 632.63,-377 632.63,-383 632.63,-383 632.63,-615 632.63,-615 632.63,-621 626.63,-627 620.63,-627\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"566.63\" y=\"-387.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cuenta CLABE</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"566.63\" y=\"-374.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">(antes de firmar)</text>\n<image href=\"shots/signing--clabeFirst.webp\" x=\"517.6\" y=\"-619.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;clabeFirst -->\n<g id=\"edge4\" class=\"edge\">\n<title>__start&#45;&gt;clabeFirst</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M14.39,-934.51C22.16,-921.65 39.26,-894.93 58,-876 196.35,-736.26 389.64,-607.49 493.23,-542.76\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"494.3,-544.98 498.95,-539.2 491.71,-540.82 494.3,-544.98\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"231.03\" y=\"-785.99\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Falta la</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"231.03\" y=\"-775.19\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cuenta CLABE</text>\n</g>\n<!-- contract.validating -->\n<g id=\"flow:signing:contract.validating\" class=\"node\">\n<title>contract.validating</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1657.96,-701C1657.96,-701 1549.96,-701 1549.96,-701 1543.96,-701 1537.96,-695 1537.96,-689 1537.96,-689 1537.96,-457 1537.96,-457 1537.96,-451 1543.96,-445 1549.96,-445 1549.96,-445 1657.96,-445 1657.96,-445 1663.96,-445 1669.96,-451 1669.96,-457 1669.96,-457 1669.96,-689 1669.96,-689 1669.96,-695 1663.96,-701 1657.96,-701\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1603.96\" y=\"-461.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Contrato:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1603.96\" y=\"-448.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">validando la firma</text>\n<image href=\"shots/signing--contract.validating.webp\" x=\"1555.0\" y=\"-693.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;contract.validating -->\n<g id=\"edge6\" class=\"edge\">\n<title>__start&#45;&gt;contract.validating</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M17.91,-939.62C46.3,-931.3 145.91,-904 230.03,-904 230.03,-904 230.03,-904 1250.85,-904 1360.47,-904 1410.2,-948.69 1496.43,-881 1548.5,-840.12 1575.22,-772.28 1588.9,-710.65\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1591.28,-711.23 1590.34,-703.87 1586.49,-710.21 1591.28,-711.23\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"736.69\" y=\"-917.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Firma en</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"736.69\" y=\"-906.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">validación</text>\n</g>\n<!-- contract.invalid -->\n<g id=\"flow:signing:contract.invalid\" class=\"node\">\n<title>contract.invalid</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M1992.56,-360C1992.56,-360 1884.56,-360 1884.56,-360 1878.56,-360 1872.56,-354 1872.56,-348 1872.56,-348 1872.56,-116 1872.56,-116 1872.56,-110 1878.56,-104 1884.56,-104 1884.56,-104 1992.56,-104 1992.56,-104 1998.56,-104 2004.56,-110 2004.56,-116 2004.56,-116 2004.56,-348 2004.56,-348 2004.56,-354 1998.56,-360 1992.56,-360\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1938.56\" y=\"-120.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Contrato: firma no</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1938.56\" y=\"-107.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">validada</text>\n<image href=\"shots/signing--contract.invalid.webp\" x=\"1889.6\" y=\"-352.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;contract.invalid -->\n<g id=\"edge28\" class=\"edge\">\n<title>__start&#45;&gt;contract.invalid</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M10.17,-932.94C11.51,-865.22 21.34,-437.42 58,-314 103.31,-161.46 70.9,0 230.03,0 230.03,0 230.03,0 1427.14,0 1517.83,0 1746.95,-122.93 1864.9,-189.82\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1863.55,-191.87 1870.85,-193.2 1865.97,-187.61 1863.55,-191.87\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"908.75\" y=\"-13.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Firma no</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"908.75\" y=\"-2.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">validada</text>\n</g>\n<!-- acceptTerms -->\n<g id=\"flow:signing:acceptTerms\" class=\"node\">\n<title>acceptTerms</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1992.56,-940C1992.56,-940 1884.56,-940 1884.56,-940 1878.56,-940 1872.56,-934 1872.56,-928 1872.56,-928 1872.56,-696 1872.56,-696 1872.56,-690 1878.56,-684 1884.56,-684 1884.56,-684 1992.56,-684 1992.56,-684 1998.56,-684 2004.56,-690 2004.56,-696 2004.56,-696 2004.56,-928 2004.56,-928 2004.56,-934 1998.56,-940 1992.56,-940\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1938.56\" y=\"-700.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Aceptar términos</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1938.56\" y=\"-687.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">con NIP</text>\n<image href=\"shots/signing--acceptTerms.webp\" x=\"1889.6\" y=\"-932.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;acceptTerms -->\n<g id=\"edge27\" class=\"edge\">\n<title>__start&#45;&gt;acceptTerms</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M13.61,-949.78C20.4,-963.61 36.36,-992.54 58,-1009 122.81,-1058.28 148.6,-1072 230.03,-1072 230.03,-1072 230.03,-1072 1081.57,-1072 1247.01,-1072 1772.43,-916.58 1832.56,-888 1843.21,-882.94 1853.9,-876.76 1864.16,-870.14\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1865.44,-872.23 1869.94,-866.33 1862.74,-868.14 1865.44,-872.23\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"908.75\" y=\"-1085.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Retoma los</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"908.75\" y=\"-1074.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">términos</text>\n</g>\n<!-- paymentTable -->\n<g id=\"flow:signing:paymentTable\" class=\"node\">\n<title>paymentTable</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2314.1,-1277C2314.1,-1277 2206.1,-1277 2206.1,-1277 2200.1,-1277 2194.1,-1271 2194.1,-1265 2194.1,-1265 2194.1,-1033 2194.1,-1033 2194.1,-1027 2200.1,-1021 2206.1,-1021 2206.1,-1021 2314.1,-1021 2314.1,-1021 2320.1,-1021 2326.1,-1027 2326.1,-1033 2326.1,-1033 2326.1,-1265 2326.1,-1265 2326.1,-1271 2320.1,-1277 2314.1,-1277\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2260.1\" y=\"-1024.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Tabla de pagos</text>\n<image href=\"shots/signing--paymentTable.webp\" x=\"2211.1\" y=\"-1269.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;paymentTable -->\n<g id=\"edge29\" class=\"edge\">\n<title>__start&#45;&gt;paymentTable</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M11.52,-951.05C15.51,-972.32 28.13,-1026.22 58,-1059 116.12,-1122.78 143.74,-1149 230.03,-1149 230.03,-1149 230.03,-1149 1939.56,-1149 2023.48,-1149 2119.8,-1149 2184.57,-1149\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2184.19,-1151.45 2191.19,-1149 2184.19,-1146.55 2184.19,-1151.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1080.57\" y=\"-1162.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Vuelve a</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1080.57\" y=\"-1151.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">la tabla de pagos</text>\n</g>\n<!-- clabe -->\n<g id=\"flow:signing:clabe\" class=\"node\">\n<title>clabe</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2631.18,-1277C2631.18,-1277 2523.18,-1277 2523.18,-1277 2517.18,-1277 2511.18,-1271 2511.18,-1265 2511.18,-1265 2511.18,-1033 2511.18,-1033 2511.18,-1027 2517.18,-1021 2523.18,-1021 2523.18,-1021 2631.18,-1021 2631.18,-1021 2637.18,-1021 2643.18,-1027 2643.18,-1033 2643.18,-1033 2643.18,-1265 2643.18,-1265 2643.18,-1271 2637.18,-1277 2631.18,-1277\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2577.18\" y=\"-1024.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cuenta CLABE</text>\n<image href=\"shots/signing--clabe.webp\" x=\"2528.2\" y=\"-1269.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;clabe -->\n<g id=\"edge30\" class=\"edge\">\n<title>__start&#45;&gt;clabe</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M17.9,-944.44C46.28,-952.98 145.84,-981 230.03,-981 230.03,-981 230.03,-981 737.69,-981 914.2,-981 2156.04,-955.73 2326.1,-1003 2390.5,-1020.9 2455.47,-1059.59 2503.04,-1092.65\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2501.55,-1094.6 2508.69,-1096.61 2504.36,-1090.59 2501.55,-1094.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1249.85\" y=\"-989.75\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Vuelve a</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1249.85\" y=\"-978.95\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">la cuenta CLABE</text>\n</g>\n<!-- success -->\n<g id=\"flow:signing:success\" class=\"node\">\n<title>success</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2966.74,-1345C2966.74,-1345 2858.74,-1345 2858.74,-1345 2852.74,-1345 2846.74,-1339 2846.74,-1333 2846.74,-1333 2846.74,-1101 2846.74,-1101 2846.74,-1095 2852.74,-1089 2858.74,-1089 2858.74,-1089 2966.74,-1089 2966.74,-1089 2972.74,-1089 2978.74,-1095 2978.74,-1101 2978.74,-1101 2978.74,-1333 2978.74,-1333 2978.74,-1339 2972.74,-1345 2966.74,-1345\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2912.74\" y=\"-1092.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Firma exitosa</text>\n<image href=\"shots/signing--success.webp\" x=\"2863.7\" y=\"-1337.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;success -->\n<g id=\"edge31\" class=\"edge\">\n<title>__start&#45;&gt;success</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M10.65,-951.26C15.36,-1010.32 49.28,-1332 230.03,-1332 230.03,-1332 230.03,-1332 2578.18,-1332 2671.52,-1332 2771.92,-1291.26 2837.9,-1258.27\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2838.88,-1260.52 2844.03,-1255.18 2836.67,-1256.15 2838.88,-1260.52\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1426.14\" y=\"-1345.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Solicitud cargada → Vuelve a</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1426.14\" y=\"-1334.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">la firma exitosa</text>\n</g>\n<!-- contract -->\n<g id=\"flow:signing:contract\" class=\"node\">\n<title>contract</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1303.85,-533C1303.85,-533 1195.85,-533 1195.85,-533 1189.85,-533 1183.85,-527 1183.85,-521 1183.85,-521 1183.85,-289 1183.85,-289 1183.85,-283 1189.85,-277 1195.85,-277 1195.85,-277 1303.85,-277 1303.85,-277 1309.85,-277 1315.85,-283 1315.85,-289 1315.85,-289 1315.85,-521 1315.85,-521 1315.85,-527 1309.85,-533 1303.85,-533\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1249.85\" y=\"-280.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Contrato</text>\n<image href=\"shots/signing--contract.invalid.webp\" x=\"1200.8\" y=\"-525.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- chooseTerm&#45;&gt;contract -->\n<g id=\"edge5\" class=\"edge\">\n<title>chooseTerm&#45;&gt;contract</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M975.94,-405C1031.86,-405 1112.05,-405 1171.04,-405\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1171,-407.45 1178,-405 1171,-402.55 1171,-407.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1080.57\" y=\"-418.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Adelante del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1080.57\" y=\"-407.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continuar</text>\n</g>\n<!-- chooseTerm&#45;&gt;contract.invalid -->\n<g id=\"edge13\" class=\"edge\">\n<title>chooseTerm&#45;&gt;contract.invalid</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M976.17,-299.84C988.48,-285.95 1002.25,-273.07 1017.28,-263 1146.57,-176.36 1201.51,-193.63 1355.85,-173.6 1566.41,-146.27 1623.38,-168.57 1832.56,-205 1842.82,-206.79 1853.57,-209.07 1864.09,-211.54\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1863.24,-213.85 1870.62,-213.11 1864.38,-209.09 1863.24,-213.85\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1426.14\" y=\"-197.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Adelante del navegador → Firma</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1426.14\" y=\"-187.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">no validada</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1426.14\" y=\"-176.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continuar → Firma no validada</text>\n</g>\n<!-- chooseTerm&#45;&gt;acceptTerms -->\n<g id=\"edge11\" class=\"edge\">\n<title>chooseTerm&#45;&gt;acceptTerms</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M947.83,-534.34C957.55,-567.75 967.9,-603.69 977.28,-637 995.63,-702.17 964.12,-742.07 1017.28,-784 1269.48,-982.89 1692.73,-886.81 1863.14,-836.28\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1863.61,-838.69 1869.62,-834.34 1862.21,-834 1863.61,-838.69\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1426.14\" y=\"-917.86\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Adelante del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1426.14\" y=\"-907.06\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa (contrato ya firmado)</text>\n</g>\n<!-- loadFailed&#45;&gt;toHome -->\n<g id=\"edge18\" class=\"edge\">\n<title>loadFailed&#45;&gt;toHome</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M297.32,-368.77C309.7,-358.61 323.15,-349.16 337.03,-342 979.72,-10.47 1214.39,-49 1937.56,-49 1937.56,-49 1937.56,-49 2913.74,-49 3153.59,-49 3171.49,-999.68 3172.7,-1185.66\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"3170.24,-1185.43 3172.73,-1192.42 3175.14,-1185.4 3170.24,-1185.43\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1772.02\" y=\"-73.04\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Reintentar → La solicitud ya</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1772.02\" y=\"-62.24\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">no existe</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1772.02\" y=\"-51.44\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Reintentar → Ya firmada</text>\n</g>\n<!-- loadFailed&#45;&gt;chooseTerm -->\n<g id=\"edge21\" class=\"edge\">\n<title>loadFailed&#45;&gt;chooseTerm</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M297.27,-406.87C350.53,-384.01 428.45,-354.49 500.09,-342.2 616.32,-322.25 751.72,-353.96 833.52,-379.12\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"832.4,-381.34 839.82,-381.08 833.86,-376.66 832.4,-381.34\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"566.63\" y=\"-344.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Reintentar → Solicitud cargada</text>\n</g>\n<!-- loadFailed&#45;&gt;clabeFirst -->\n<g id=\"edge19\" class=\"edge\">\n<title>loadFailed&#45;&gt;clabeFirst</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M297.37,-423.38C343.78,-416.37 407.01,-412.28 460.09,-428.4 471.32,-431.81 482.43,-436.85 493.01,-442.7\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"491.63,-444.74 498.92,-446.11 494.08,-440.49 491.63,-444.74\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"398.56\" y=\"-441.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Reintentar → Falta la cuenta</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"398.56\" y=\"-431.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">CLABE</text>\n</g>\n<!-- loadFailed&#45;&gt;contract.validating -->\n<g id=\"edge22\" class=\"edge\">\n<title>loadFailed&#45;&gt;contract.validating</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M297.49,-524.41C358.32,-594.77 455.86,-682 565.63,-682 565.63,-682 565.63,-682 1250.85,-682 1350.57,-682 1459.35,-641.62 1529.21,-610.01\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1529.97,-612.36 1535.32,-607.22 1527.93,-607.9 1529.97,-612.36\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"908.75\" y=\"-695.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Reintentar → Firma en</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"908.75\" y=\"-684.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">validación</text>\n</g>\n<!-- clabeFirst&#45;&gt;chooseTerm -->\n<g id=\"edge14\" class=\"edge\">\n<title>clabeFirst&#45;&gt;chooseTerm</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M632.8,-480.99C690.12,-465.15 773.52,-442.1 833.42,-425.54\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"833.79,-427.98 839.88,-423.76 832.48,-423.26 833.79,-427.98\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"736.69\" y=\"-482.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Guarda la CLABE → CLABE</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"736.69\" y=\"-471.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">registrada</text>\n</g>\n<!-- clabeFirst&#45;&gt;loadFailed -->\n<g id=\"edge17\" class=\"edge\">\n<title>clabeFirst&#45;&gt;loadFailed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M500.49,-488.2C454.69,-480.45 392.02,-469.57 337.03,-459 326.82,-457.04 316.08,-454.89 305.52,-452.72\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"306.32,-450.39 298.97,-451.37 305.33,-455.19 306.32,-450.39\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"398.56\" y=\"-493.97\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Guarda la CLABE → Falla al</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"398.56\" y=\"-483.17\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cargar los plazos</text>\n</g>\n<!-- contract&#45;&gt;chooseTerm -->\n<g id=\"edge7\" class=\"edge\">\n<title>contract&#45;&gt;chooseTerm</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1182.46,-390.55C1169.71,-388.32 1156.41,-386.37 1143.85,-385.2 1087.84,-379.97 1073.3,-380.09 1017.28,-385.2 1006.59,-386.18 995.36,-387.69 984.37,-389.45\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"984.02,-387.03 977.52,-390.59 984.83,-391.86 984.02,-387.03\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1080.57\" y=\"-387.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n</g>\n<!-- contract&#45;&gt;contract.validating -->\n<g id=\"edge15\" class=\"edge\">\n<title>contract&#45;&gt;contract.validating</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1317.08,-436.6C1376.62,-465.01 1464.06,-506.73 1526.54,-536.54\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1525.26,-538.64 1532.63,-539.44 1527.37,-534.22 1525.26,-538.64\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1426.14\" y=\"-521.36\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Firma en el widget</text>\n</g>\n<!-- contract.validating&#45;&gt;chooseTerm -->\n<g id=\"edge8\" class=\"edge\">\n<title>contract.validating&#45;&gt;chooseTerm</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1536.57,-578.26C1452.72,-582.94 1304.78,-584.59 1183.85,-551 1111.26,-530.84 1036.26,-489.19 983.1,-455.52\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"984.56,-453.55 977.35,-451.85 981.93,-457.68 984.56,-453.55\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1249.85\" y=\"-588.07\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Firma validada sin fecha:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1249.85\" y=\"-577.27\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">elige plazo</text>\n</g>\n<!-- contract.validating&#45;&gt;contract.invalid -->\n<g id=\"edge9\" class=\"edge\">\n<title>contract.validating&#45;&gt;contract.invalid</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1671.44,-523.01C1718.92,-485.7 1782.93,-432.03 1832.56,-378 1844.37,-365.14 1856.03,-350.93 1867.05,-336.57\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1868.86,-338.23 1871.15,-331.17 1864.96,-335.27 1868.86,-338.23\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1772.02\" y=\"-491.72\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Firma rechazada</text>\n</g>\n<!-- contract.validating&#45;&gt;acceptTerms -->\n<g id=\"edge20\" class=\"edge\">\n<title>contract.validating&#45;&gt;acceptTerms</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1671.43,-611.04C1717.9,-638.6 1780.68,-677.8 1832.56,-717.2 1842.54,-724.78 1852.72,-733.11 1862.61,-741.59\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1860.9,-743.35 1867.79,-746.08 1864.11,-739.64 1860.9,-743.35\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1772.02\" y=\"-719.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Firma validada</text>\n</g>\n<!-- contract.invalid&#45;&gt;chooseTerm -->\n<g id=\"edge10\" class=\"edge\">\n<title>contract.invalid&#45;&gt;chooseTerm</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1872.08,-224.63C1739.46,-211.79 1430.74,-192.63 1183.85,-259 1111.1,-278.56 1036.11,-320.26 982.99,-354.11\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"981.81,-351.95 977.25,-357.8 984.46,-356.08 981.81,-351.95\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1426.14\" y=\"-228.17\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n</g>\n<!-- contract.invalid&#45;&gt;contract -->\n<g id=\"edge12\" class=\"edge\">\n<title>contract.invalid&#45;&gt;contract</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1872.06,-248.5C1743.8,-280.81 1460.29,-352.24 1325.21,-386.27\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1324.98,-383.8 1318.79,-387.89 1326.17,-388.55 1324.98,-383.8\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1603.96\" y=\"-335.56\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Abre el contrato para firmar</text>\n</g>\n<!-- acceptTerms&#45;&gt;chooseTerm -->\n<g id=\"edge16\" class=\"edge\">\n<title>acceptTerms&#45;&gt;chooseTerm</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1871.39,-806.96C1761.75,-797.18 1536.56,-770.95 1355.85,-710 1195.35,-655.86 1149.16,-641.3 1017.28,-535 1004.84,-524.97 992.81,-513.31 981.59,-501.17\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"983.69,-499.83 977.17,-496.29 980.06,-503.12 983.69,-499.83\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1426.14\" y=\"-751.31\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n</g>\n<!-- acceptTerms&#45;&gt;paymentTable -->\n<g id=\"edge23\" class=\"edge\">\n<title>acceptTerms&#45;&gt;paymentTable</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2005.77,-881.83C2057.95,-936.86 2130.69,-1013.58 2184.85,-1070.69\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2182.98,-1072.28 2189.58,-1075.68 2186.54,-1068.91 2182.98,-1072.28\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2099.33\" y=\"-1043.88\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Acepta con el NIP → NIP</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2099.33\" y=\"-1033.08\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">correcto: firmado</text>\n</g>\n<!-- paymentTable&#45;&gt;clabe -->\n<g id=\"edge24\" class=\"edge\">\n<title>paymentTable&#45;&gt;clabe</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2327.54,-1149C2377.49,-1149 2446.07,-1149 2498.56,-1149\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2498.3,-1151.45 2505.3,-1149 2498.3,-1146.55 2498.3,-1151.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2418.64\" y=\"-1162.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Adelante del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2418.64\" y=\"-1151.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continuar</text>\n</g>\n<!-- clabe&#45;&gt;success -->\n<g id=\"edge25\" class=\"edge\">\n<title>clabe&#45;&gt;success</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2644.48,-1162.52C2699.07,-1173.65 2776.56,-1189.44 2834.06,-1201.16\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2833.48,-1203.55 2840.83,-1202.54 2834.46,-1198.75 2833.48,-1203.55\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2744.96\" y=\"-1208.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Guarda la CLABE → CLABE</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2744.96\" y=\"-1197.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">registrada</text>\n</g>\n<!-- success&#45;&gt;toHome -->\n<g id=\"edge26\" class=\"edge\">\n<title>success&#45;&gt;toHome</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2980.11,-1217C3015.29,-1217 3058.7,-1217 3095.41,-1217\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"3095.02,-1219.45 3102.02,-1217 3095.02,-1214.55 3095.02,-1219.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"3043.25\" y=\"-1219.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continuar</text>\n</g>\n</g>\n</svg>\n",
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
     "tests": 2
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
     "variants": 51,
     "tests": 186
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
     "variants": 191,
     "tests": 613
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
     "variants": 69,
     "tests": 218
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
     "variants": 53,
     "tests": 207
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
     "tests": 1
    },
    {
     "id": "J10",
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
     "variants": 46,
     "tests": 207
    },
    {
     "id": "J11",
     "name": "Vuelve a la cuenta CLABE",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitud cargada → Vuelve a la cuenta CLABE",
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
     "variants": 4,
     "tests": 5
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
     "tests": 1
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
     "variants": 5,
     "tests": 6
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
       34,
       34
      ],
      "transitions": [
       69,
       69
      ],
      "uncovered": [],
      "run": "328d40f+ 2026-11-24 15:38 UTC"
     },
     {
      "level": "ui",
      "states": [
       34,
       34
      ],
      "transitions": [
       69,
       69
      ],
      "uncovered": [],
      "run": "328d40f+ 2026-11-24 15:38 UTC"
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
    ]
   }
  },
  {
   "name": "home",
   "machineId": "home",
   "description": "Inicio: carga las solicitudes y los saldos; muestra el seguimiento de la solicitud o el límite de crédito.",
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
    }
   ],
   "flowSvg": "<svg width=\"367pt\" height=\"556pt\"\n viewBox=\"0.00 0.00 367.00 556.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 552)\">\n<title>home&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-274\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- ready -->\n<g id=\"flow:home:ready\" class=\"node\">\n<title>ready</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M346.57,-548C346.57,-548 238.57,-548 238.57,-548 232.57,-548 226.57,-542 226.57,-536 226.57,-536 226.57,-304 226.57,-304 226.57,-298 232.57,-292 238.57,-292 238.57,-292 346.57,-292 346.57,-292 352.57,-292 358.57,-298 358.57,-304 358.57,-304 358.57,-536 358.57,-536 358.57,-542 352.57,-548 346.57,-548\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"292.57\" y=\"-295.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Inicio</text>\n<image href=\"shots/home--ready.webp\" x=\"243.6\" y=\"-540.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- __start&#45;&gt;ready -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;ready</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M17.53,-277.91C45.35,-292.33 144.34,-343.66 215.36,-380.48\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"213.81,-382.44 221.15,-383.49 216.06,-378.09 213.81,-382.44\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"122.28\" y=\"-367.07\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Solicitudes y saldos cargados</text>\n</g>\n<!-- failed -->\n<g id=\"flow:home:failed\" class=\"node\">\n<title>failed</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M346.57,-256C346.57,-256 238.57,-256 238.57,-256 232.57,-256 226.57,-250 226.57,-244 226.57,-244 226.57,-12 226.57,-12 226.57,-6 232.57,0 238.57,0 238.57,0 346.57,0 346.57,0 352.57,0 358.57,-6 358.57,-12 358.57,-12 358.57,-244 358.57,-244 358.57,-250 352.57,-256 346.57,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"292.57\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Inicio: no se pudo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"292.57\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">cargar</text>\n<rect x=\"243.6\" y=\"-248.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"292.6\" y=\"-142.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;failed -->\n<g id=\"edge2\" class=\"edge\">\n<title>__start&#45;&gt;failed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M17.53,-270.09C45.81,-255.43 147.7,-202.6 218.92,-165.67\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"219.71,-168.02 224.8,-162.62 217.46,-163.67 219.71,-168.02\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"122.28\" y=\"-248.77\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Falla al cargar</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Ve su inicio",
     "happy": true,
     "start": "__start",
     "steps": [
      {
       "label": "Solicitudes y saldos cargados",
       "screen": "ready"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J02",
     "name": "Falla al cargar",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "Falla al cargar",
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
       3,
       3
      ],
      "transitions": [
       3,
       3
      ],
      "uncovered": [],
      "run": "255c8a8 2026-11-24 14:23 UTC"
     },
     {
      "level": "ui",
      "states": [
       3,
       3
      ],
      "transitions": [
       3,
       3
      ],
      "uncovered": [],
      "run": "255c8a8 2026-11-24 14:22 UTC"
     }
    ],
    "routed": []
   }
  },
  {
   "name": "promoterSignin",
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
      "Continúa con datos inválidos: ve el error",
      "Envía el NIP → NIP incorrecto",
      "Envía el NIP → Falla al verificar el NIP"
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
   "flowSvg": "<svg width=\"809pt\" height=\"264pt\"\n viewBox=\"0.00 0.00 809.00 264.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 260)\">\n<title>promoterSignin&#45;pantallas</title>\n<!-- phone -->\n<g id=\"flow:promoterSignin:phone\" class=\"node\">\n<title>phone</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120,-256C120,-256 12,-256 12,-256 6,-256 0,-250 0,-244 0,-244 0,-12 0,-12 0,-6 6,0 12,0 12,0 120,0 120,0 126,0 132,-6 132,-12 132,-12 132,-244 132,-244 132,-250 126,-256 120,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Acceso del</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">promotor: teléfono</text>\n<image href=\"shots/promoterSignin--phone.webp\" x=\"17.0\" y=\"-248.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- nip -->\n<g id=\"flow:promoterSignin:nip\" class=\"node\">\n<title>nip</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M451.57,-256C451.57,-256 343.57,-256 343.57,-256 337.57,-256 331.57,-250 331.57,-244 331.57,-244 331.57,-12 331.57,-12 331.57,-6 337.57,0 343.57,0 343.57,0 451.57,0 451.57,0 457.57,0 463.57,-6 463.57,-12 463.57,-12 463.57,-244 463.57,-244 463.57,-250 457.57,-256 451.57,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"397.57\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Acceso del</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"397.57\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">promotor: NIP</text>\n<rect x=\"348.6\" y=\"-248.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"397.6\" y=\"-142.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- phone&#45;&gt;nip -->\n<g id=\"edge1\" class=\"edge\">\n<title>phone&#45;&gt;nip</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M133.3,-128C186.84,-128 262.31,-128 318.72,-128\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"318.55,-130.45 325.55,-128 318.55,-125.55 318.55,-130.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"231.78\" y=\"-152.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continúa con su teléfono →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"231.78\" y=\"-141.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Promotor encontrado, NIP</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"231.78\" y=\"-130.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">enviado por SMS</text>\n</g>\n<!-- nip&#45;&gt;phone -->\n<g id=\"edge2\" class=\"edge\">\n<title>nip&#45;&gt;phone</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M330.18,-113.55C317.42,-111.32 304.13,-109.37 291.57,-108.2 238.66,-103.25 224.91,-103.25 172,-108.2 162.09,-109.13 151.72,-110.53 141.52,-112.18\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"141.38,-109.72 134.88,-113.3 142.19,-114.55 141.38,-109.72\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"231.78\" y=\"-110.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cambia el teléfono</text>\n</g>\n<!-- signedIn -->\n<g id=\"flow:promoterSignin:signedIn\" class=\"node\">\n<title>signedIn</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M788.61,-149.6C788.61,-149.6 680.61,-149.6 680.61,-149.6 674.61,-149.6 668.61,-143.6 668.61,-137.6 668.61,-137.6 668.61,-118.4 668.61,-118.4 668.61,-112.4 674.61,-106.4 680.61,-106.4 680.61,-106.4 788.61,-106.4 788.61,-106.4 794.61,-106.4 800.61,-112.4 800.61,-118.4 800.61,-118.4 800.61,-137.6 800.61,-137.6 800.61,-143.6 794.61,-149.6 788.61,-149.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"734.61\" y=\"-122.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: sesión de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"734.61\" y=\"-109.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">promotor</text>\n<rect x=\"685.6\" y=\"-141.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"734.6\" y=\"-35.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- nip&#45;&gt;signedIn -->\n<g id=\"edge3\" class=\"edge\">\n<title>nip&#45;&gt;signedIn</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M464.76,-128C519.74,-128 598.04,-128 655.97,-128\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"655.73,-130.45 662.73,-128 655.73,-125.55 655.73,-130.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"566.09\" y=\"-130.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Envía el NIP → NIP correcto</text>\n</g>\n</g>\n</svg>\n",
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
     "variants": 2,
     "tests": 3
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
     "variants": 0,
     "tests": 3
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
     "variants": 2,
     "tests": 6
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
     "variants": 0,
     "tests": 1
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
     "variants": 0,
     "tests": 1
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
       13,
       13
      ],
      "uncovered": [],
      "run": "328d40f+ 2026-11-24 15:38 UTC"
     },
     {
      "level": "ui",
      "states": [
       7,
       7
      ],
      "transitions": [
       13,
       13
      ],
      "uncovered": [],
      "run": "328d40f+ 2026-11-24 15:38 UTC"
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
    ]
   }
  },
  {
   "name": "promoter",
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
      "Teléfono ya registrado"
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
      "Crea la solicitud → Límite excedido"
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
      "Autoriza con el NIP → NIP rechazado con motivo (vencido, intentos): su mensaje",
      "Autoriza con el NIP → Falla al evaluar",
      "Autoriza con el NIP → NIP incorrecto",
      "Reenvía el NIP",
      "NIP reenviado",
      "Demasiados reenvíos",
      "Falla al reenviar"
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
   "flowSvg": "<svg width=\"3304pt\" height=\"602pt\"\n viewBox=\"0.00 0.00 3304.00 602.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 598)\">\n<title>promoter&#45;pantallas</title>\n<!-- simulation -->\n<g id=\"flow:promoter:simulation\" class=\"node\">\n<title>simulation</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120,-419C120,-419 12,-419 12,-419 6,-419 0,-413 0,-407 0,-407 0,-175 0,-175 0,-169 6,-163 12,-163 12,-163 120,-163 120,-163 126,-163 132,-169 132,-175 132,-175 132,-407 132,-407 132,-413 126,-419 120,-419\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-179.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Simulación (inicio</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-166.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">del promotor)</text>\n<image href=\"shots/promoter--simulation.webp\" x=\"17.0\" y=\"-411.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- clientCheck -->\n<g id=\"flow:promoter:clientCheck\" class=\"node\">\n<title>clientCheck</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M455.07,-471C455.07,-471 347.07,-471 347.07,-471 341.07,-471 335.07,-465 335.07,-459 335.07,-459 335.07,-227 335.07,-227 335.07,-221 341.07,-215 347.07,-215 347.07,-215 455.07,-215 455.07,-215 461.07,-215 467.07,-221 467.07,-227 467.07,-227 467.07,-459 467.07,-459 467.07,-465 461.07,-471 455.07,-471\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"401.07\" y=\"-231.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cliente por</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"401.07\" y=\"-218.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">teléfono</text>\n<image href=\"shots/promoter--clientCheck.webp\" x=\"352.1\" y=\"-463.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- simulation&#45;&gt;clientCheck -->\n<g id=\"edge1\" class=\"edge\">\n<title>simulation&#45;&gt;clientCheck</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M133.31,-282.65C179.33,-278.81 241.71,-277.54 295.07,-290.2 304.52,-292.44 314.08,-295.67 323.39,-299.45\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"322.21,-301.61 329.6,-302.13 324.15,-297.11 322.21,-301.61\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.53\" y=\"-292.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Empieza una solicitud</text>\n</g>\n<!-- clientCheck&#45;&gt;simulation -->\n<g id=\"edge2\" class=\"edge\">\n<title>clientCheck&#45;&gt;simulation</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M333.71,-332.64C278.24,-323.98 199.18,-311.64 141.54,-302.64\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"141.99,-300.23 134.7,-301.57 141.24,-305.07 141.99,-300.23\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.53\" y=\"-350.48\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.53\" y=\"-339.68\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Busca al cliente por teléfono</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.53\" y=\"-328.88\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">→ Atrás del navegador</text>\n</g>\n<!-- clientCheck.found -->\n<g id=\"flow:promoter:clientCheck.found\" class=\"node\">\n<title>clientCheck.found</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M790.14,-408C790.14,-408 682.14,-408 682.14,-408 676.14,-408 670.14,-402 670.14,-396 670.14,-396 670.14,-164 670.14,-164 670.14,-158 676.14,-152 682.14,-152 682.14,-152 790.14,-152 790.14,-152 796.14,-152 802.14,-158 802.14,-164 802.14,-164 802.14,-396 802.14,-396 802.14,-402 796.14,-408 790.14,-408\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"736.14\" y=\"-181.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cliente por</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"736.14\" y=\"-168.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">teléfono:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"736.14\" y=\"-155.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">resultado</text>\n<rect x=\"687.1\" y=\"-400.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"736.1\" y=\"-294.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- clientCheck&#45;&gt;clientCheck.found -->\n<g id=\"edge3\" class=\"edge\">\n<title>clientCheck&#45;&gt;clientCheck.found</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M468.56,-293.14C480.81,-286.25 493.9,-280.22 507.07,-276.4 555.7,-262.28 612.65,-263.16 657.47,-267.58\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"657.15,-270.01 664.38,-268.33 657.68,-265.14 657.15,-270.01\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"568.6\" y=\"-289.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Busca al cliente por teléfono</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"568.6\" y=\"-279.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">→ Respuesta del registro</text>\n</g>\n<!-- clientCheck.found&#45;&gt;simulation -->\n<g id=\"edge5\" class=\"edge\">\n<title>clientCheck.found&#45;&gt;simulation</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M668.98,-247.12C589.95,-211.9 453.55,-163.86 335.07,-186.2 266.74,-199.08 193.48,-228.93 140.85,-253.48\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"139.9,-251.22 134.61,-256.42 141.98,-255.66 139.9,-251.22\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"401.07\" y=\"-188.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n</g>\n<!-- clientCheck.found&#45;&gt;clientCheck -->\n<g id=\"edge4\" class=\"edge\">\n<title>clientCheck.found&#45;&gt;clientCheck</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M668.85,-294.96C656.03,-297.73 642.68,-300.53 630.14,-303 578.9,-313.1 520.93,-323.25 476.26,-330.8\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"476.06,-328.35 469.57,-331.93 476.88,-333.18 476.06,-328.35\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"568.6\" y=\"-327.36\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cambia el teléfono</text>\n</g>\n<!-- data -->\n<g id=\"flow:promoter:data\" class=\"node\">\n<title>data</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1092.69,-408C1092.69,-408 984.69,-408 984.69,-408 978.69,-408 972.69,-402 972.69,-396 972.69,-396 972.69,-164 972.69,-164 972.69,-158 978.69,-152 984.69,-152 984.69,-152 1092.69,-152 1092.69,-152 1098.69,-152 1104.69,-158 1104.69,-164 1104.69,-164 1104.69,-396 1104.69,-396 1104.69,-402 1098.69,-408 1092.69,-408\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1038.69\" y=\"-155.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Datos del cliente</text>\n<rect x=\"989.7\" y=\"-400.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1038.7\" y=\"-294.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- clientCheck.found&#45;&gt;data -->\n<g id=\"edge6\" class=\"edge\">\n<title>clientCheck.found&#45;&gt;data</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M803.47,-280C849.64,-280 911.38,-280 959.87,-280\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"959.73,-282.45 966.73,-280 959.73,-277.55 959.73,-282.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"887.41\" y=\"-282.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continuar</text>\n</g>\n<!-- data&#45;&gt;clientCheck.found -->\n<g id=\"edge7\" class=\"edge\">\n<title>data&#45;&gt;clientCheck.found</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M971.37,-257.61C958.67,-254.19 945.37,-251.21 932.69,-249.4 892.85,-243.71 881.98,-243.71 842.14,-249.4 832.13,-250.83 821.74,-252.99 811.56,-255.51\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"811.08,-253.1 804.92,-257.23 812.31,-257.85 811.08,-253.1\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"887.41\" y=\"-262.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Regresar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"887.41\" y=\"-252.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n</g>\n<!-- product -->\n<g id=\"flow:promoter:product\" class=\"node\">\n<title>product</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1406.24,-408C1406.24,-408 1298.24,-408 1298.24,-408 1292.24,-408 1286.24,-402 1286.24,-396 1286.24,-396 1286.24,-164 1286.24,-164 1286.24,-158 1292.24,-152 1298.24,-152 1298.24,-152 1406.24,-152 1406.24,-152 1412.24,-152 1418.24,-158 1418.24,-164 1418.24,-164 1418.24,-396 1418.24,-396 1418.24,-402 1412.24,-408 1406.24,-408\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1352.24\" y=\"-155.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Producto</text>\n<rect x=\"1303.2\" y=\"-400.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1352.2\" y=\"-294.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- data&#45;&gt;product -->\n<g id=\"edge8\" class=\"edge\">\n<title>data&#45;&gt;product</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1106.14,-280C1155.16,-280 1221.99,-280 1273.49,-280\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1273.35,-282.45 1280.35,-280 1273.35,-277.55 1273.35,-282.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1195.47\" y=\"-282.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continúa con los datos</text>\n</g>\n<!-- product&#45;&gt;data -->\n<g id=\"edge9\" class=\"edge\">\n<title>product&#45;&gt;data</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1284.93,-257.61C1272.23,-254.19 1258.93,-251.21 1246.24,-249.4 1201.56,-243.02 1189.37,-243.02 1144.69,-249.4 1134.68,-250.83 1124.28,-252.99 1114.11,-255.51\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1113.63,-253.1 1107.46,-257.23 1114.86,-257.85 1113.63,-253.1\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1195.47\" y=\"-262.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Regresar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1195.47\" y=\"-252.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n</g>\n<!-- consent -->\n<g id=\"flow:promoter:consent\" class=\"node\">\n<title>consent</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1738.8,-408C1738.8,-408 1630.8,-408 1630.8,-408 1624.8,-408 1618.8,-402 1618.8,-396 1618.8,-396 1618.8,-164 1618.8,-164 1618.8,-158 1624.8,-152 1630.8,-152 1630.8,-152 1738.8,-152 1738.8,-152 1744.8,-152 1750.8,-158 1750.8,-164 1750.8,-164 1750.8,-396 1750.8,-396 1750.8,-402 1744.8,-408 1738.8,-408\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1684.8\" y=\"-155.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Permisos con NIP</text>\n<rect x=\"1635.8\" y=\"-400.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1684.8\" y=\"-294.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- product&#45;&gt;consent -->\n<g id=\"edge10\" class=\"edge\">\n<title>product&#45;&gt;consent</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1419.74,-280C1473.53,-280 1549.38,-280 1605.99,-280\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1605.87,-282.45 1612.87,-280 1605.87,-277.55 1605.87,-282.45\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1518.52\" y=\"-315.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Crea la solicitud → Solicitud</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1518.52\" y=\"-304.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">creada, NIP enviado</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1518.52\" y=\"-293.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Crea la solicitud → Solicitud</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1518.52\" y=\"-282.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">creada (cliente nuevo)</text>\n</g>\n<!-- result -->\n<g id=\"flow:promoter:result\" class=\"node\">\n<title>result</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M3028.45,-439C3028.45,-439 2920.45,-439 2920.45,-439 2914.45,-439 2908.45,-433 2908.45,-427 2908.45,-427 2908.45,-195 2908.45,-195 2908.45,-189 2914.45,-183 2920.45,-183 2920.45,-183 3028.45,-183 3028.45,-183 3034.45,-183 3040.45,-189 3040.45,-195 3040.45,-195 3040.45,-427 3040.45,-427 3040.45,-433 3034.45,-439 3028.45,-439\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2974.45\" y=\"-186.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Resultado</text>\n<image href=\"shots/promoter--result.webp\" x=\"2925.4\" y=\"-431.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- consent&#45;&gt;result -->\n<g id=\"edge11\" class=\"edge\">\n<title>consent&#45;&gt;result</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1752.16,-280C1820.61,-280 1930.44,-280 2025.35,-280 2025.35,-280 2025.35,-280 2632.38,-280 2724.37,-280 2829.74,-291.32 2898.72,-300.28\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2898.19,-302.68 2905.45,-301.16 2898.83,-297.82 2898.19,-302.68\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2370.35\" y=\"-293.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Autoriza con el NIP → Modelo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2370.35\" y=\"-282.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">preliminar evaluado</text>\n</g>\n<!-- preliminaryFailed -->\n<g id=\"flow:promoter:preliminaryFailed\" class=\"node\">\n<title>preliminaryFailed</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M2252.35,-256C2252.35,-256 2144.35,-256 2144.35,-256 2138.35,-256 2132.35,-250 2132.35,-244 2132.35,-244 2132.35,-12 2132.35,-12 2132.35,-6 2138.35,0 2144.35,0 2144.35,0 2252.35,0 2252.35,0 2258.35,0 2264.35,-6 2264.35,-12 2264.35,-12 2264.35,-244 2264.35,-244 2264.35,-250 2258.35,-256 2252.35,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2198.35\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Modelo preliminar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2198.35\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">fallido</text>\n<image href=\"shots/promoter--preliminaryFailed.webp\" x=\"2149.3\" y=\"-248.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- consent&#45;&gt;preliminaryFailed -->\n<g id=\"edge13\" class=\"edge\">\n<title>consent&#45;&gt;preliminaryFailed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1752.09,-237.91C1764.62,-231.1 1777.86,-224.64 1790.8,-219.6 1902.73,-175.95 2040.5,-150.39 2123.5,-137.81\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2123.8,-140.25 2130.36,-136.79 2123.07,-135.4 2123.8,-140.25\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1855.58\" y=\"-243.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Autoriza con el NIP →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1855.58\" y=\"-233.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Rechazado por el modelo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1855.58\" y=\"-222.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">preliminar</text>\n</g>\n<!-- finish -->\n<g id=\"flow:promoter:finish\" class=\"node\">\n<title>finish</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2080.35,-592C2080.35,-592 1972.35,-592 1972.35,-592 1966.35,-592 1960.35,-586 1960.35,-580 1960.35,-580 1960.35,-348 1960.35,-348 1960.35,-342 1966.35,-336 1972.35,-336 1972.35,-336 2080.35,-336 2080.35,-336 2086.35,-336 2092.35,-342 2092.35,-348 2092.35,-348 2092.35,-580 2092.35,-580 2092.35,-586 2086.35,-592 2080.35,-592\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2026.35\" y=\"-339.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Terminar solicitud</text>\n<image href=\"shots/promoter--finish.webp\" x=\"1977.3\" y=\"-584.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- consent&#45;&gt;finish -->\n<g id=\"edge15\" class=\"edge\">\n<title>consent&#45;&gt;finish</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1752.07,-315.91C1808.54,-346.51 1889.71,-390.5 1948.91,-422.58\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1947.64,-424.68 1954.96,-425.86 1949.98,-420.37 1947.64,-424.68\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1855.58\" y=\"-417.98\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Autoriza con el NIP → Pasa el</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1855.58\" y=\"-407.18\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">modelo preliminar</text>\n</g>\n<!-- done -->\n<g id=\"flow:promoter:done\" class=\"node\">\n<title>done</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M3284.46,-179.6C3284.46,-179.6 3176.46,-179.6 3176.46,-179.6 3170.46,-179.6 3164.46,-173.6 3164.46,-167.6 3164.46,-167.6 3164.46,-148.4 3164.46,-148.4 3164.46,-142.4 3170.46,-136.4 3176.46,-136.4 3176.46,-136.4 3284.46,-136.4 3284.46,-136.4 3290.46,-136.4 3296.46,-142.4 3296.46,-148.4 3296.46,-148.4 3296.46,-167.6 3296.46,-167.6 3296.46,-173.6 3290.46,-179.6 3284.46,-179.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"3230.46\" y=\"-139.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin</text>\n<rect x=\"3181.5\" y=\"-171.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"3230.5\" y=\"-65.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- result&#45;&gt;done -->\n<g id=\"edge12\" class=\"edge\">\n<title>result&#45;&gt;done</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M3041.85,-271C3085.76,-244.56 3142.28,-210.51 3181.76,-186.73\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"3182.79,-188.97 3187.53,-183.26 3180.27,-184.77 3182.79,-188.97\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"3102.45\" y=\"-246.36\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Finalizar</text>\n</g>\n<!-- preliminaryFailed&#45;&gt;done -->\n<g id=\"edge14\" class=\"edge\">\n<title>preliminaryFailed&#45;&gt;done</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M2264.72,-128C2325.59,-128 2418.87,-128 2499.87,-128 2499.87,-128 2499.87,-128 2975.45,-128 3036.12,-128 3104.4,-136.55 3154.87,-144.52\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"3154.33,-146.91 3161.63,-145.6 3155.11,-142.07 3154.33,-146.91\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2631.38\" y=\"-130.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Finalizar</text>\n</g>\n<!-- confirmEmail -->\n<g id=\"flow:promoter:confirmEmail\" class=\"node\">\n<title>confirmEmail</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2424.35,-594C2424.35,-594 2316.35,-594 2316.35,-594 2310.35,-594 2304.35,-588 2304.35,-582 2304.35,-582 2304.35,-350 2304.35,-350 2304.35,-344 2310.35,-338 2316.35,-338 2316.35,-338 2424.35,-338 2424.35,-338 2430.35,-338 2436.35,-344 2436.35,-350 2436.35,-350 2436.35,-582 2436.35,-582 2436.35,-588 2430.35,-594 2424.35,-594\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2370.35\" y=\"-341.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Confirmar correo</text>\n<rect x=\"2321.3\" y=\"-586.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"2370.3\" y=\"-480.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- finish&#45;&gt;confirmEmail -->\n<g id=\"edge16\" class=\"edge\">\n<title>finish&#45;&gt;confirmEmail</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2093.7,-464.39C2150.36,-464.72 2231.94,-465.2 2291.64,-465.55\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2291.35,-467.99 2298.36,-465.58 2291.38,-463.09 2291.35,-467.99\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2198.35\" y=\"-489.65\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Envía la solicitud completa →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2198.35\" y=\"-478.85\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">Solicitud enviada, código por</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2198.35\" y=\"-468.05\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">correo</text>\n</g>\n<!-- activation -->\n<g id=\"flow:promoter:activation\" class=\"node\">\n<title>activation</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2685.38,-592C2685.38,-592 2577.38,-592 2577.38,-592 2571.38,-592 2565.38,-586 2565.38,-580 2565.38,-580 2565.38,-348 2565.38,-348 2565.38,-342 2571.38,-336 2577.38,-336 2577.38,-336 2685.38,-336 2685.38,-336 2691.38,-336 2697.38,-342 2697.38,-348 2697.38,-348 2697.38,-580 2697.38,-580 2697.38,-586 2691.38,-592 2685.38,-592\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2631.38\" y=\"-352.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Código de</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2631.38\" y=\"-339.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">activación</text>\n<image href=\"shots/promoter--activation.webp\" x=\"2582.4\" y=\"-584.0\" width=\"98\" height=\"212\" preserveAspectRatio=\"xMidYMin meet\"/></g>\n<!-- confirmEmail&#45;&gt;activation -->\n<g id=\"edge17\" class=\"edge\">\n<title>confirmEmail&#45;&gt;activation</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2437.72,-465.49C2472.91,-465.22 2516.32,-464.88 2553.02,-464.6\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2552.66,-467.05 2559.64,-464.55 2552.62,-462.15 2552.66,-467.05\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2500.87\" y=\"-467.88\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continuar</text>\n</g>\n<!-- activation&#45;&gt;result -->\n<g id=\"edge18\" class=\"edge\">\n<title>activation&#45;&gt;result</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2698.55,-434.32C2755.29,-408.86 2837.08,-372.17 2896.69,-345.43\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2897.65,-347.69 2903.03,-342.59 2895.64,-343.22 2897.65,-347.69\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2802.91\" y=\"-449.61\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Envía el código de activación</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2802.91\" y=\"-438.81\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">→ Solicitud procesada</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2802.91\" y=\"-428.01\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Reenvía el código → Solicitud</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2802.91\" y=\"-417.21\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">procesada</text>\n</g>\n</g>\n</svg>\n",
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
     "variants": 15,
     "tests": 256
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
     "tests": 3
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
     "tests": 20
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
       "label": "Crea la solicitud → Solicitud creada (cliente nuevo)",
       "screen": "consent"
      },
      {
       "label": "Autoriza sin NIP: ve el error",
       "screen": "consent"
      }
     ],
     "variants": 13,
     "tests": 120
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
     "tests": 3
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
     "variants": 2,
     "tests": 7
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
     "variants": 31,
     "tests": 185
    },
    {
     "id": "J11",
     "name": "Código reenviado",
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
       "label": "Reenvía el código → Código reenviado",
       "screen": "activation"
      }
     ],
     "variants": 1,
     "tests": 4
    },
    {
     "id": "J12",
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
     "tests": 41
    },
    {
     "id": "J13",
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
     "variants": 30,
     "tests": 242
    },
    {
     "id": "J14",
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
     "variants": 39,
     "tests": 232
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
     "variants": 39,
     "tests": 232
    },
    {
     "id": "J16",
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
     "tests": 8
    },
    {
     "id": "J17",
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
     "variants": 2,
     "tests": 7
    },
    {
     "id": "J18",
     "name": "Demasiados reenvíos",
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
       "label": "Reenvía el código → Demasiados reenvíos",
       "screen": "activation"
      }
     ],
     "variants": 1,
     "tests": 4
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
     "variants": 3,
     "tests": 24
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
     "variants": 32,
     "tests": 133
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
     "variants": 1,
     "tests": 6
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
     "tests": 8
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
     "variants": 1,
     "tests": 6
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
       "label": "Crea la solicitud → Solicitud creada (cliente nuevo)",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → Falla al evaluar",
       "screen": "consent"
      }
     ],
     "variants": 1,
     "tests": 16
    },
    {
     "id": "J26",
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
     "variants": 2,
     "tests": 14
    },
    {
     "id": "J27",
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
     "variants": 2,
     "tests": 7
    },
    {
     "id": "J28",
     "name": "Falla al reenviar",
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
       "label": "Reenvía el código → Falla al reenviar",
       "screen": "activation"
      }
     ],
     "variants": 1,
     "tests": 4
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
     "tests": 20
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
       "label": "Crea la solicitud → Solicitud creada (cliente nuevo)",
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
     "variants": 3,
     "tests": 20
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
       "label": "Crea la solicitud → Solicitud creada (cliente nuevo)",
       "screen": "consent"
      },
      {
       "label": "Autoriza con el NIP → NIP incorrecto",
       "screen": "consent"
      }
     ],
     "variants": 25,
     "tests": 112
    },
    {
     "id": "J32",
     "name": "NIP rechazado con motivo (vencido, intentos): su mensaje",
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
       "label": "Autoriza con el NIP → NIP rechazado con motivo (vencido, intentos): su mensaje",
       "screen": "consent"
      }
     ],
     "variants": 1,
     "tests": 16
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
       "label": "Crea la solicitud → Solicitud creada, NIP enviado",
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
     "variants": 3,
     "tests": 12
    },
    {
     "id": "J34",
     "name": "Reenvía el NIP",
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
       "label": "Reenvía el NIP",
       "screen": "consent"
      }
     ],
     "variants": 9,
     "tests": 60
    },
    {
     "id": "J35",
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
     "id": "J36",
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
     "variants": 27,
     "tests": 335
    },
    {
     "id": "J37",
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
     "tests": 54
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       45,
       45
      ],
      "transitions": [
       94,
       94
      ],
      "uncovered": [],
      "run": "328d40f+ 2026-11-24 15:38 UTC"
     },
     {
      "level": "ui",
      "states": [
       45,
       45
      ],
      "transitions": [
       94,
       94
      ],
      "uncovered": [],
      "run": "328d40f+ 2026-11-24 15:38 UTC"
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
    ]
   }
  }
 ]
};
