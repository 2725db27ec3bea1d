window.ATLAS = {
 "machines": [
  {
   "name": "session",
   "machineId": "session",
   "description": "Sesión: token del almacenamiento o de la URL, audiencia, caducidad, carga del perfil y cierre de sesión.",
   "screens": [],
   "flowSvg": "<svg width=\"8pt\" height=\"8pt\"\n viewBox=\"0.00 0.00 8.00 8.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 4)\">\n<title>session&#45;pantallas</title>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Hasta «Inicio»",
     "happy": true,
     "start": "__start",
     "steps": [],
     "variants": 0,
     "tests": 224
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
      "run": "f20f0ea 2026-11-24 03:41 UTC"
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
      "run": "f20f0ea 2026-11-24 03:40 UTC"
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
     "key": "toVerification",
     "title": "Fin (toVerification)",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "toOrigin",
     "title": "Fin (toOrigin)",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "toPersonalLoan",
     "title": "Fin (toPersonalLoan)",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "toStoreApplication",
     "title": "Fin (toStoreApplication)",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"372pt\" height=\"288pt\"\n viewBox=\"0.00 0.00 372.00 288.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 284.2)\">\n<title>login&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-139.6\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- toVerification -->\n<g id=\"flow:login:toVerification\" class=\"node\">\n<title>toVerification</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M352.04,-280.2C352.04,-280.2 244.04,-280.2 244.04,-280.2 238.04,-280.2 232.04,-274.2 232.04,-268.2 232.04,-268.2 232.04,-249 232.04,-249 232.04,-243 238.04,-237 244.04,-237 244.04,-237 352.04,-237 352.04,-237 358.04,-237 364.04,-243 364.04,-249 364.04,-249 364.04,-268.2 364.04,-268.2 364.04,-274.2 358.04,-280.2 352.04,-280.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"298.04\" y=\"-253.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"298.04\" y=\"-240.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">(toVerification)</text>\n<rect x=\"249.0\" y=\"-272.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"298.0\" y=\"-166.2\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;toVerification -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;toVerification</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M14.56,-147.28C22.07,-159.25 38.21,-182.26 58,-194.6 108.33,-225.98 173.9,-242.13 223.63,-250.34\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"222.99,-252.72 230.29,-251.41 223.77,-247.88 222.99,-252.72\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.02\" y=\"-257.15\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• SUBMIT [isFormValid] → done:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.02\" y=\"-246.35\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">signIn</text>\n</g>\n<!-- toOrigin -->\n<g id=\"flow:login:toOrigin\" class=\"node\">\n<title>toOrigin</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M352.04,-201.2C352.04,-201.2 244.04,-201.2 244.04,-201.2 238.04,-201.2 232.04,-195.2 232.04,-189.2 232.04,-189.2 232.04,-170 232.04,-170 232.04,-164 238.04,-158 244.04,-158 244.04,-158 352.04,-158 352.04,-158 358.04,-158 364.04,-164 364.04,-170 364.04,-170 364.04,-189.2 364.04,-189.2 364.04,-195.2 358.04,-201.2 352.04,-201.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"298.04\" y=\"-161.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin (toOrigin)</text>\n<rect x=\"249.0\" y=\"-193.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"298.0\" y=\"-87.2\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;toOrigin -->\n<g id=\"edge2\" class=\"edge\">\n<title>__start&#45;&gt;toOrigin</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M18.28,-140.75C48.02,-144.9 151.48,-159.32 223.62,-169.37\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"223.04,-171.76 230.32,-170.3 223.72,-166.91 223.04,-171.76\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.02\" y=\"-177.86\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• SUBMIT [isFormValid] → done:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.02\" y=\"-167.06\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">signIn</text>\n</g>\n<!-- toPersonalLoan -->\n<g id=\"flow:login:toPersonalLoan\" class=\"node\">\n<title>toPersonalLoan</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M352.04,-122.2C352.04,-122.2 244.04,-122.2 244.04,-122.2 238.04,-122.2 232.04,-116.2 232.04,-110.2 232.04,-110.2 232.04,-91 232.04,-91 232.04,-85 238.04,-79 244.04,-79 244.04,-79 352.04,-79 352.04,-79 358.04,-79 364.04,-85 364.04,-91 364.04,-91 364.04,-110.2 364.04,-110.2 364.04,-116.2 358.04,-122.2 352.04,-122.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"298.04\" y=\"-95.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"298.04\" y=\"-82.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">(toPersonalLoan)</text>\n<rect x=\"249.0\" y=\"-114.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"298.0\" y=\"-8.2\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;toPersonalLoan -->\n<g id=\"edge3\" class=\"edge\">\n<title>__start&#45;&gt;toPersonalLoan</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M16.71,-134.57C25.62,-128.21 42.06,-117.56 58,-113 111.8,-97.59 175.14,-94.96 223.1,-95.93\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"223,-98.38 230.05,-96.11 223.12,-93.48 223,-98.38\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.02\" y=\"-126.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• SUBMIT [isFormValid] → done:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.02\" y=\"-115.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">signIn</text>\n</g>\n<!-- toStoreApplication -->\n<g id=\"flow:login:toStoreApplication\" class=\"node\">\n<title>toStoreApplication</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M352.04,-43.2C352.04,-43.2 244.04,-43.2 244.04,-43.2 238.04,-43.2 232.04,-37.2 232.04,-31.2 232.04,-31.2 232.04,-12 232.04,-12 232.04,-6 238.04,0 244.04,0 244.04,0 352.04,0 352.04,0 358.04,0 364.04,-6 364.04,-12 364.04,-12 364.04,-31.2 364.04,-31.2 364.04,-37.2 358.04,-43.2 352.04,-43.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"298.04\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"298.04\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">(toStoreApplication)</text>\n<rect x=\"249.0\" y=\"-35.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"298.0\" y=\"70.8\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;toStoreApplication -->\n<g id=\"edge4\" class=\"edge\">\n<title>__start&#45;&gt;toStoreApplication</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M12.89,-131.03C18.71,-115.18 33.42,-81.43 58,-65 106.74,-32.41 173.03,-22.42 223.44,-20.09\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"223.29,-22.55 230.19,-19.83 223.1,-17.65 223.29,-22.55\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.02\" y=\"-78.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• SUBMIT [isFormValid] → done:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"125.02\" y=\"-67.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">signIn</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Hasta «Inicio»",
     "happy": true,
     "start": "__start",
     "steps": [],
     "variants": 0,
     "tests": 140
    },
    {
     "id": "J02",
     "name": "done: signIn",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "SUBMIT [isFormValid] → done: signIn",
       "screen": "toPersonalLoan"
      }
     ],
     "variants": 3,
     "tests": 16
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
      "run": "f20f0ea 2026-11-24 03:41 UTC"
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
      "run": "f20f0ea 2026-11-24 03:40 UTC"
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
   "screens": [],
   "flowSvg": "<svg width=\"8pt\" height=\"8pt\"\n viewBox=\"0.00 0.00 8.00 8.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 4)\">\n<title>alert&#45;pantallas</title>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Hasta «Inicio»",
     "happy": true,
     "start": "__start",
     "steps": [],
     "variants": 0,
     "tests": 36
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
      "run": "f20f0ea 2026-11-24 03:41 UTC"
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
      "run": "f20f0ea 2026-11-24 03:41 UTC"
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
     "key": "toVerification",
     "title": "Fin (toVerification)",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "toHome",
     "title": "Fin (toHome)",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    },
    {
     "key": "toApplication",
     "title": "Fin (toApplication)",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"371pt\" height=\"236pt\"\n viewBox=\"0.00 0.00 371.00 236.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 231.96)\">\n<title>password&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-105.6\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- toVerification -->\n<g id=\"flow:password:toVerification\" class=\"node\">\n<title>toVerification</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M350.53,-211.2C350.53,-211.2 242.53,-211.2 242.53,-211.2 236.53,-211.2 230.53,-205.2 230.53,-199.2 230.53,-199.2 230.53,-180 230.53,-180 230.53,-174 236.53,-168 242.53,-168 242.53,-168 350.53,-168 350.53,-168 356.53,-168 362.53,-174 362.53,-180 362.53,-180 362.53,-199.2 362.53,-199.2 362.53,-205.2 356.53,-211.2 350.53,-211.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"296.53\" y=\"-184.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"296.53\" y=\"-171.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">(toVerification)</text>\n<rect x=\"247.5\" y=\"-203.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"296.5\" y=\"-97.2\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;toVerification -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;toVerification</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M15.35,-112.57C23.41,-122.54 39.72,-140.67 58,-149.6 109.24,-174.63 173.28,-184.34 221.95,-187.96\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"221.58,-190.39 228.73,-188.42 221.92,-185.5 221.58,-190.39\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.26\" y=\"-219.86\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• SUBMIT [isResetFormValid] →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.26\" y=\"-209.06\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">CONTINUE</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.26\" y=\"-198.26\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• SUBMIT [isResetFormValid] →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.26\" y=\"-187.46\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">done: resetPassword</text>\n</g>\n<!-- toHome -->\n<g id=\"flow:password:toHome\" class=\"node\">\n<title>toHome</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M350.53,-127.2C350.53,-127.2 242.53,-127.2 242.53,-127.2 236.53,-127.2 230.53,-121.2 230.53,-115.2 230.53,-115.2 230.53,-96 230.53,-96 230.53,-90 236.53,-84 242.53,-84 242.53,-84 350.53,-84 350.53,-84 356.53,-84 362.53,-90 362.53,-96 362.53,-96 362.53,-115.2 362.53,-115.2 362.53,-121.2 356.53,-127.2 350.53,-127.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"296.53\" y=\"-87.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin (toHome)</text>\n<rect x=\"247.5\" y=\"-119.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"296.5\" y=\"-13.2\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;toHome -->\n<g id=\"edge2\" class=\"edge\">\n<title>__start&#45;&gt;toHome</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M18.14,-104.67C27.68,-103.63 43.96,-102.01 58,-101.4 112.9,-99 175,-100.24 221.93,-101.98\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"221.62,-104.42 228.71,-102.24 221.81,-99.52 221.62,-104.42\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.26\" y=\"-136.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• SUBMIT [isResetFormValid] →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.26\" y=\"-125.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">CONTINUE</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.26\" y=\"-114.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• SUBMIT [isResetFormValid] →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.26\" y=\"-104.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">done: resetPassword</text>\n</g>\n<!-- toApplication -->\n<g id=\"flow:password:toApplication\" class=\"node\">\n<title>toApplication</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M350.53,-43.2C350.53,-43.2 242.53,-43.2 242.53,-43.2 236.53,-43.2 230.53,-37.2 230.53,-31.2 230.53,-31.2 230.53,-12 230.53,-12 230.53,-6 236.53,0 242.53,0 242.53,0 350.53,0 350.53,0 356.53,0 362.53,-6 362.53,-12 362.53,-12 362.53,-31.2 362.53,-31.2 362.53,-37.2 356.53,-43.2 350.53,-43.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"296.53\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"296.53\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">(toApplication)</text>\n<rect x=\"247.5\" y=\"-35.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"296.5\" y=\"70.8\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;toApplication -->\n<g id=\"edge3\" class=\"edge\">\n<title>__start&#45;&gt;toApplication</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M13.99,-97.52C20.94,-84.45 36.56,-58.97 58,-47.4 108.04,-20.41 172.59,-14.92 221.77,-15.65\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"221.57,-18.1 228.63,-15.81 221.68,-13.2 221.57,-18.1\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.26\" y=\"-82.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• SUBMIT [isResetFormValid] →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.26\" y=\"-71.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">CONTINUE</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.26\" y=\"-60.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• SUBMIT [isResetFormValid] →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"124.26\" y=\"-50.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">done: resetPassword</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Hasta «Inicio»",
     "happy": true,
     "start": "__start",
     "steps": [],
     "variants": 0,
     "tests": 50
    },
    {
     "id": "J02",
     "name": "CONTINUE",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "SUBMIT [isResetFormValid] → CONTINUE",
       "screen": "toApplication"
      }
     ],
     "variants": 2,
     "tests": 15
    },
    {
     "id": "J03",
     "name": "done: resetPassword",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "SUBMIT [isResetFormValid] → done: resetPassword",
       "screen": "toApplication"
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
       13,
       13
      ],
      "transitions": [
       23,
       23
      ],
      "uncovered": [],
      "run": "f20f0ea 2026-11-24 03:41 UTC"
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
      "run": "f20f0ea 2026-11-24 03:40 UTC"
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
     "shot": null,
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
     "shot": null,
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
     "shot": null,
     "stays": []
    },
    {
     "key": "personalData.manual",
     "title": "Datos personales: captura manual (Sin CURP)",
     "route": "/crear-cuenta/datos-personales",
     "happy": false,
     "final": false,
     "shot": null,
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
     "shot": null,
     "stays": []
    },
    {
     "key": "personalData.curp.curpFound",
     "title": "Datos personales: CURP encontrado",
     "route": "/crear-cuenta/datos-personales",
     "happy": true,
     "final": false,
     "shot": null,
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
     "shot": null,
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
     "shot": null,
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
     "shot": null,
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
   "flowSvg": "<svg width=\"2158pt\" height=\"929pt\"\n viewBox=\"0.00 0.00 2158.00 929.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 925.17)\">\n<title>signup&#45;pantallas</title>\n<!-- account -->\n<g id=\"flow:signup:account\" class=\"node\">\n<title>account</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M120,-691C120,-691 12,-691 12,-691 6,-691 0,-685 0,-679 0,-679 0,-447 0,-447 0,-441 6,-435 12,-435 12,-435 120,-435 120,-435 126,-435 132,-441 132,-447 132,-447 132,-679 132,-679 132,-685 126,-691 120,-691\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"66\" y=\"-438.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Crear cuenta</text>\n<rect x=\"17.0\" y=\"-683.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"66.0\" y=\"-577.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- personalData.curp.curpSearch -->\n<g id=\"flow:signup:personalData.curp.curpSearch\" class=\"node\">\n<title>personalData.curp.curpSearch</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M476.57,-518C476.57,-518 368.57,-518 368.57,-518 362.57,-518 356.57,-512 356.57,-506 356.57,-506 356.57,-274 356.57,-274 356.57,-268 362.57,-262 368.57,-262 368.57,-262 476.57,-262 476.57,-262 482.57,-262 488.57,-268 488.57,-274 488.57,-274 488.57,-506 488.57,-506 488.57,-512 482.57,-518 476.57,-518\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-278.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Datos personales:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-265.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">buscar CURP</text>\n<rect x=\"373.6\" y=\"-510.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"422.6\" y=\"-404.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- account&#45;&gt;personalData.curp.curpSearch -->\n<g id=\"edge1\" class=\"edge\">\n<title>account&#45;&gt;personalData.curp.curpSearch</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M133.34,-534.14C146.1,-528.86 159.41,-523.52 172,-518.8 235.36,-495.03 256.8,-502.74 316.57,-471 326.4,-465.78 336.27,-459.63 345.81,-453.11\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"347.2,-455.12 351.51,-449.09 344.38,-451.12 347.2,-455.12\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-553.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continúa con correo, teléfono</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-543.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">y contraseña → Correo y</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-532.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">teléfono disponibles</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-521.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Adelante del navegador</text>\n</g>\n<!-- personalData.manual -->\n<g id=\"flow:signup:personalData.manual\" class=\"node\">\n<title>personalData.manual</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M1115.09,-724C1115.09,-724 1007.09,-724 1007.09,-724 1001.09,-724 995.09,-718 995.09,-712 995.09,-712 995.09,-480 995.09,-480 995.09,-474 1001.09,-468 1007.09,-468 1007.09,-468 1115.09,-468 1115.09,-468 1121.09,-468 1127.09,-474 1127.09,-480 1127.09,-480 1127.09,-712 1127.09,-712 1127.09,-718 1121.09,-724 1115.09,-724\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1061.09\" y=\"-497.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Datos personales:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1061.09\" y=\"-484.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">captura manual</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1061.09\" y=\"-471.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">(Sin CURP)</text>\n<rect x=\"1012.1\" y=\"-716.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1061.1\" y=\"-610.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- account&#45;&gt;personalData.manual -->\n<g id=\"edge17\" class=\"edge\">\n<title>account&#45;&gt;personalData.manual</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M133.4,-683.9C144.96,-698.94 157.87,-713.17 172,-725 303.83,-835.36 360.04,-840.99 528.57,-875 723.21,-914.27 802.82,-869.45 955.09,-742 967.33,-731.75 978.87,-719.77 989.5,-707.17\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"991.12,-709.06 993.68,-702.1 987.34,-705.94 991.12,-709.06\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-913.07\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con correo, teléfono</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-902.27\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">y contraseña → Correo y</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-891.47\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">teléfono disponibles</text>\n</g>\n<!-- personalData.curp.nonMexican -->\n<g id=\"flow:signup:personalData.curp.nonMexican\" class=\"node\">\n<title>personalData.curp.nonMexican</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M826.12,-256C826.12,-256 718.12,-256 718.12,-256 712.12,-256 706.12,-250 706.12,-244 706.12,-244 706.12,-12 706.12,-12 706.12,-6 712.12,0 718.12,0 718.12,0 826.12,0 826.12,0 832.12,0 838.12,-6 838.12,-12 838.12,-12 838.12,-244 838.12,-244 838.12,-250 832.12,-256 826.12,-256\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-29.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Datos personales:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-16.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">nacido en el</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">extranjero</text>\n<rect x=\"723.1\" y=\"-248.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"772.1\" y=\"-142.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- account&#45;&gt;personalData.curp.nonMexican -->\n<g id=\"edge12\" class=\"edge\">\n<title>account&#45;&gt;personalData.curp.nonMexican</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M124.57,-433.74C138.39,-408.77 154.33,-383.66 172,-362 238.88,-280 260.89,-256.8 356.57,-211.6 468.19,-158.86 612.03,-139.34 697.61,-132.15\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"697.67,-134.6 704.45,-131.59 697.28,-129.72 697.67,-134.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-235.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con correo, teléfono</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-225.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">y contraseña → Correo y</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-214.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">teléfono disponibles</text>\n</g>\n<!-- personalData.curp.curpFound -->\n<g id=\"flow:signup:personalData.curp.curpFound\" class=\"node\">\n<title>personalData.curp.curpFound</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M826.12,-735C826.12,-735 718.12,-735 718.12,-735 712.12,-735 706.12,-729 706.12,-723 706.12,-723 706.12,-491 706.12,-491 706.12,-485 712.12,-479 718.12,-479 718.12,-479 826.12,-479 826.12,-479 832.12,-479 838.12,-485 838.12,-491 838.12,-491 838.12,-723 838.12,-723 838.12,-729 832.12,-735 826.12,-735\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-495.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Datos personales:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-482.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">CURP encontrado</text>\n<rect x=\"723.1\" y=\"-727.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"772.1\" y=\"-621.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- account&#45;&gt;personalData.curp.curpFound -->\n<g id=\"edge14\" class=\"edge\">\n<title>account&#45;&gt;personalData.curp.curpFound</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M133.48,-593.09C191.11,-617.36 277.46,-649.46 356.57,-662 475.24,-680.8 613.72,-652.31 696.81,-629.82\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"697.36,-632.21 703.46,-627.99 696.06,-627.48 697.36,-632.21\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-692.42\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continúa con correo, teléfono</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-681.62\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">y contraseña → Correo y</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-670.82\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">teléfono disponibles</text>\n</g>\n<!-- personalData.curp.curpSearch&#45;&gt;account -->\n<g id=\"edge2\" class=\"edge\">\n<title>personalData.curp.curpSearch&#45;&gt;account</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M355.29,-375.78C302.2,-368.01 227.66,-365.51 172,-397.2 158.26,-405.02 146.05,-415.46 135.27,-427.3\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"133.51,-425.59 130.75,-432.48 137.2,-428.81 133.51,-425.59\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-453.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Vuelve con un borrador: pide</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-443.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">la contraseña otra vez</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-432.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-421.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Busca su CURP → Vuelve con un</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-410.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">borrador: pide la contraseña</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"244.28\" y=\"-399.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">otra vez</text>\n</g>\n<!-- personalData.curp.curpSearch&#45;&gt;personalData.manual -->\n<g id=\"edge3\" class=\"edge\">\n<title>personalData.curp.curpSearch&#45;&gt;personalData.manual</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M489.93,-372.86C572.34,-354.18 716.89,-330.05 838.12,-354.6 893.43,-365.8 913.22,-366.16 955.09,-404 966.03,-413.9 980.01,-435.47 994.16,-460.72\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"991.89,-461.68 997.43,-466.61 996.18,-459.3 991.89,-461.68\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-378.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Elige &#39;Sin CURP&#39;</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-368.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Busca su CURP → CURP no</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-357.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">encontrado: captura manual</text>\n</g>\n<!-- personalData.curp.curpSearch&#45;&gt;personalData.curp.nonMexican -->\n<g id=\"edge6\" class=\"edge\">\n<title>personalData.curp.curpSearch&#45;&gt;personalData.curp.nonMexican</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M489.96,-310.68C502.02,-298.93 515.09,-287.67 528.57,-278.4 583.01,-240.96 610.13,-257.08 666.12,-222 677.48,-214.89 688.78,-206.52 699.53,-197.75\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"700.8,-199.88 704.62,-193.52 697.67,-196.11 700.8,-199.88\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-291.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Busca su CURP → Nacido en el</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-281.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">extranjero (no mexicano)</text>\n</g>\n<!-- personalData.curp.curpSearch&#45;&gt;personalData.curp.curpFound -->\n<g id=\"edge8\" class=\"edge\">\n<title>personalData.curp.curpSearch&#45;&gt;personalData.curp.curpFound</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M489.93,-432.85C502.45,-439.88 515.68,-446.61 528.57,-452 586.91,-476.4 612.29,-455.21 666.12,-488.4 676.81,-494.99 687.02,-502.99 696.58,-511.7\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"694.77,-513.35 701.53,-516.39 698.14,-509.8 694.77,-513.35\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-501.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Busca su CURP → CURP</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-491.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">encontrado</text>\n</g>\n<!-- personalData.manual&#45;&gt;account -->\n<g id=\"edge5\" class=\"edge\">\n<title>personalData.manual&#45;&gt;account</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M994.68,-658.75C953.36,-693.9 896.83,-734.34 838.12,-753 553.25,-843.57 433.59,-804.67 172,-660 160.85,-653.83 149.95,-646.24 139.64,-638.04\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"141.45,-636.35 134.48,-633.82 138.35,-640.14 141.45,-636.35\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-858.28\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Vuelve con un borrador: pide</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-847.48\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">la contraseña otra vez</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-836.68\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Acepta términos y crea la</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-825.88\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cuenta → Vuelve con un</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-815.08\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">borrador: pide la contraseña</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-804.28\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">otra vez</text>\n</g>\n<!-- personalData.manual&#45;&gt;personalData.curp.curpSearch -->\n<g id=\"edge4\" class=\"edge\">\n<title>personalData.manual&#45;&gt;personalData.curp.curpSearch</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M994.83,-542.08C952.69,-510.17 895.24,-471.87 838.12,-450.2 724.78,-407.19 583.27,-394.66 498.33,-391.16\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"498.64,-388.72 491.55,-390.9 498.45,-393.62 498.64,-388.72\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"772.12\" y=\"-452.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Elige &#39;Con CURP&#39;</text>\n</g>\n<!-- verification -->\n<g id=\"flow:signup:verification\" class=\"node\">\n<title>verification</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1457.17,-547C1457.17,-547 1349.17,-547 1349.17,-547 1343.17,-547 1337.17,-541 1337.17,-535 1337.17,-535 1337.17,-303 1337.17,-303 1337.17,-297 1343.17,-291 1349.17,-291 1349.17,-291 1457.17,-291 1457.17,-291 1463.17,-291 1469.17,-297 1469.17,-303 1469.17,-303 1469.17,-535 1469.17,-535 1469.17,-541 1463.17,-547 1457.17,-547\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1403.17\" y=\"-294.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Verificar correo</text>\n<rect x=\"1354.2\" y=\"-539.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1403.2\" y=\"-433.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- personalData.manual&#45;&gt;verification -->\n<g id=\"edge13\" class=\"edge\">\n<title>personalData.manual&#45;&gt;verification</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1127.25,-562.08C1184.8,-532.13 1268.64,-488.5 1328.58,-457.3\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1329.35,-459.66 1334.43,-454.26 1327.09,-455.32 1329.35,-459.66\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1232.13\" y=\"-563.05\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Acepta términos y crea la</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1232.13\" y=\"-552.25\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cuenta → Cuenta creada, código</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1232.13\" y=\"-541.45\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">enviado</text>\n</g>\n<!-- personalData.curp.nonMexican&#45;&gt;account -->\n<g id=\"edge7\" class=\"edge\">\n<title>personalData.curp.nonMexican&#45;&gt;account</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M705.71,-107.34C581.22,-72.57 310.32,-19.6 172,-166 136.46,-203.61 107.46,-326.23 89.02,-425.35\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"86.62,-424.83 87.76,-432.16 91.44,-425.72 86.62,-424.83\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-109.63\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Finalizar: vuelve al inicio</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-98.83\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">del registro</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-88.03\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Vuelve con un borrador: pide</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-77.23\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">la contraseña otra vez</text>\n</g>\n<!-- personalData.curp.curpFound&#45;&gt;account -->\n<g id=\"edge11\" class=\"edge\">\n<title>personalData.curp.curpFound&#45;&gt;account</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M704.8,-602.86C573.2,-594.63 279.88,-576.3 141.71,-567.67\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"141.89,-565.23 134.75,-567.23 141.59,-570.12 141.89,-565.23\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-645.35\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Vuelve con un borrador: pide</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-634.55\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">la contraseña otra vez</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-623.75\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Acepta términos y crea la</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-612.95\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">cuenta → Vuelve con un</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-602.15\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">borrador: pide la contraseña</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"422.57\" y=\"-591.35\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">otra vez</text>\n</g>\n<!-- personalData.curp.curpFound&#45;&gt;personalData.curp.curpSearch -->\n<g id=\"edge10\" class=\"edge\">\n<title>personalData.curp.curpFound&#45;&gt;personalData.curp.curpSearch</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M704.76,-571.28C692.12,-565.15 678.86,-559.17 666.12,-554.2 606.9,-531.11 581.92,-549.57 528.57,-515 516.93,-507.46 505.92,-498.25 495.7,-488.26\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"497.52,-486.62 490.84,-483.38 494.04,-490.07 497.52,-486.62\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"597.35\" y=\"-556.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Corrige el CURP</text>\n</g>\n<!-- personalData.curp.curpFound&#45;&gt;personalData.manual -->\n<g id=\"edge9\" class=\"edge\">\n<title>personalData.curp.curpFound&#45;&gt;personalData.manual</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M839.32,-604.46C883.26,-602.78 940.99,-600.57 986.39,-598.82\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"986.31,-601.28 993.21,-598.56 986.12,-596.38 986.31,-601.28\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"916.61\" y=\"-605.51\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Elige &#39;Sin CURP&#39;</text>\n</g>\n<!-- personalData.curp.curpFound&#45;&gt;verification -->\n<g id=\"edge15\" class=\"edge\">\n<title>personalData.curp.curpFound&#45;&gt;verification</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M839.42,-528.14C879.62,-486.64 934.72,-439.85 995.09,-417.6 1103.97,-377.46 1240.65,-389.39 1324.68,-403.1\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1324.14,-405.5 1331.45,-404.25 1324.95,-400.67 1324.14,-405.5\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1061.09\" y=\"-441.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Acepta términos y crea la</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1061.09\" y=\"-431.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">cuenta → Cuenta creada, código</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1061.09\" y=\"-420.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">enviado</text>\n</g>\n<!-- updateEmail -->\n<g id=\"flow:signup:updateEmail\" class=\"node\">\n<title>updateEmail</title>\n<path fill=\"#ffffff\" stroke=\"#6b7280\" d=\"M1796.74,-610C1796.74,-610 1688.74,-610 1688.74,-610 1682.74,-610 1676.74,-604 1676.74,-598 1676.74,-598 1676.74,-366 1676.74,-366 1676.74,-360 1682.74,-354 1688.74,-354 1688.74,-354 1796.74,-354 1796.74,-354 1802.74,-354 1808.74,-360 1808.74,-366 1808.74,-366 1808.74,-598 1808.74,-598 1808.74,-604 1802.74,-610 1796.74,-610\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1742.74\" y=\"-357.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cambiar correo</text>\n<rect x=\"1693.7\" y=\"-602.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1742.7\" y=\"-496.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- verification&#45;&gt;updateEmail -->\n<g id=\"edge16\" class=\"edge\">\n<title>verification&#45;&gt;updateEmail</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1470.45,-407.77C1517.75,-402.2 1582.35,-399.61 1636.74,-415.4 1647.77,-418.6 1658.76,-423.35 1669.24,-428.87\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1667.76,-430.85 1675.08,-432.07 1670.12,-426.56 1667.76,-430.85\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-428.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Adelante del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-418.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Cambia su correo</text>\n</g>\n<!-- completed -->\n<g id=\"flow:signup:completed\" class=\"node\">\n<title>completed</title>\n<path fill=\"#ffffff\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1796.74,-318C1796.74,-318 1688.74,-318 1688.74,-318 1682.74,-318 1676.74,-312 1676.74,-306 1676.74,-306 1676.74,-74 1676.74,-74 1676.74,-68 1682.74,-62 1688.74,-62 1688.74,-62 1796.74,-62 1796.74,-62 1802.74,-62 1808.74,-68 1808.74,-74 1808.74,-74 1808.74,-306 1808.74,-306 1808.74,-312 1802.74,-318 1796.74,-318\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1742.74\" y=\"-65.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Cuenta completada</text>\n<rect x=\"1693.7\" y=\"-310.0\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"1742.7\" y=\"-204.0\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- verification&#45;&gt;completed -->\n<g id=\"edge19\" class=\"edge\">\n<title>verification&#45;&gt;completed</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1470.46,-374.03C1526.69,-335.89 1607.34,-281.18 1666.08,-241.33\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"1667.14,-243.57 1671.56,-237.61 1664.39,-239.51 1667.14,-243.57\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-358.43\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Envía el código → Código</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-347.63\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">correcto</text>\n</g>\n<!-- updateEmail&#45;&gt;verification -->\n<g id=\"edge18\" class=\"edge\">\n<title>updateEmail&#45;&gt;verification</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1676.43,-471.58C1629.74,-463.93 1565.46,-453 1509.17,-442 1499.27,-440.07 1488.87,-437.92 1478.62,-435.75\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"1479.29,-433.38 1471.93,-434.31 1478.26,-438.17 1479.29,-433.38\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-510.67\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Regresa sin cambiar</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-499.87\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Atrás del navegador</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-489.07\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Guarda el correo nuevo →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-478.27\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">Correo cambiado, código nuevo</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1572.96\" y=\"-467.47\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">enviado</text>\n</g>\n<!-- toHome -->\n<g id=\"flow:signup:toHome\" class=\"node\">\n<title>toHome</title>\n<path fill=\"#f3f4f6\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M2138.31,-251.6C2138.31,-251.6 2030.31,-251.6 2030.31,-251.6 2024.31,-251.6 2018.31,-245.6 2018.31,-239.6 2018.31,-239.6 2018.31,-220.4 2018.31,-220.4 2018.31,-214.4 2024.31,-208.4 2030.31,-208.4 2030.31,-208.4 2138.31,-208.4 2138.31,-208.4 2144.31,-208.4 2150.31,-214.4 2150.31,-220.4 2150.31,-220.4 2150.31,-239.6 2150.31,-239.6 2150.31,-245.6 2144.31,-251.6 2138.31,-251.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2084.31\" y=\"-211.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: inicio</text>\n<rect x=\"2035.3\" y=\"-243.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"2084.3\" y=\"-137.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- completed&#45;&gt;toHome -->\n<g id=\"edge20\" class=\"edge\">\n<title>completed&#45;&gt;toHome</title>\n<path fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\" d=\"M1810.02,-197.81C1866.14,-204.42 1946.66,-213.9 2005.76,-220.86\"/>\n<polygon fill=\"#15803d\" stroke=\"#15803d\" stroke-width=\"3\" points=\"2005.16,-223.26 2012.4,-221.65 2005.74,-218.39 2005.16,-223.26\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1913.53\" y=\"-219.76\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#166534\">• Continuar</text>\n</g>\n<!-- toApplication -->\n<g id=\"flow:signup:toApplication\" class=\"node\">\n<title>toApplication</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M2138.31,-172.6C2138.31,-172.6 2030.31,-172.6 2030.31,-172.6 2024.31,-172.6 2018.31,-166.6 2018.31,-160.6 2018.31,-160.6 2018.31,-141.4 2018.31,-141.4 2018.31,-135.4 2024.31,-129.4 2030.31,-129.4 2030.31,-129.4 2138.31,-129.4 2138.31,-129.4 2144.31,-129.4 2150.31,-135.4 2150.31,-141.4 2150.31,-141.4 2150.31,-160.6 2150.31,-160.6 2150.31,-166.6 2144.31,-172.6 2138.31,-172.6\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2084.31\" y=\"-145.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin: continúa su</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"2084.31\" y=\"-132.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">solicitud</text>\n<rect x=\"2035.3\" y=\"-164.6\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"2084.3\" y=\"-58.6\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- completed&#45;&gt;toApplication -->\n<g id=\"edge21\" class=\"edge\">\n<title>completed&#45;&gt;toApplication</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M1810,-171.13C1822.76,-168.09 1836.1,-165.32 1848.74,-163.4 1902.17,-155.3 1963.13,-152.26 2009.51,-151.22\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"2009.54,-153.67 2016.49,-151.08 2009.44,-148.77 2009.54,-153.67\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1913.53\" y=\"-176.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• Continuar (tenía una solicitud</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"1913.53\" y=\"-166.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">pendiente)</text>\n</g>\n</g>\n</svg>\n",
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
      "run": "f20f0ea 2026-11-24 03:41 UTC"
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
      "run": "f20f0ea 2026-11-24 03:40 UTC"
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
     "key": "done",
     "title": "Fin (done)",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"357pt\" height=\"84pt\"\n viewBox=\"0.00 0.00 357.00 84.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 79.6)\">\n<title>application&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-21.6\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- done -->\n<g id=\"flow:application:done\" class=\"node\">\n<title>done</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M336.55,-43.2C336.55,-43.2 228.55,-43.2 228.55,-43.2 222.55,-43.2 216.55,-37.2 216.55,-31.2 216.55,-31.2 216.55,-12 216.55,-12 216.55,-6 222.55,0 228.55,0 228.55,0 336.55,0 336.55,0 342.55,0 348.55,-6 348.55,-12 348.55,-12 348.55,-31.2 348.55,-31.2 348.55,-37.2 342.55,-43.2 336.55,-43.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"282.55\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin (done)</text>\n<rect x=\"233.6\" y=\"-35.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"282.6\" y=\"70.8\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;done -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;done</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M18.42,-21.6C46.71,-21.6 140.3,-21.6 207.82,-21.6\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"207.82,-24.05 214.82,-21.6 207.82,-19.15 207.82,-24.05\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"117.28\" y=\"-67.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• done: canCreate → FINISH</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"117.28\" y=\"-56.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• done: canCreate</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"117.28\" y=\"-45.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">[canCreateApplication] →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"117.28\" y=\"-35.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">FINISH</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"117.28\" y=\"-24.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• FINISH</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Hasta «Inicio»",
     "happy": true,
     "start": "__start",
     "steps": [],
     "variants": 1,
     "tests": 919
    },
    {
     "id": "J02",
     "name": "FINISH",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "done: canCreate [canCreateApplication] → FINISH",
       "screen": "done"
      }
     ],
     "variants": 2,
     "tests": 107
    }
   ],
   "coverage": {
    "levels": [
     {
      "level": "machine",
      "states": [
       42,
       42
      ],
      "transitions": [
       88,
       88
      ],
      "uncovered": [],
      "run": "f20f0ea 2026-11-24 03:41 UTC"
     },
     {
      "level": "ui",
      "states": [
       42,
       42
      ],
      "transitions": [
       88,
       88
      ],
      "uncovered": [],
      "run": "f20f0ea 2026-11-24 03:40 UTC"
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
   "screens": [],
   "flowSvg": "<svg width=\"8pt\" height=\"8pt\"\n viewBox=\"0.00 0.00 8.00 8.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 4)\">\n<title>storeSearch&#45;pantallas</title>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Hasta «Inicio»",
     "happy": true,
     "start": "__start",
     "steps": [],
     "variants": 0,
     "tests": 5
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
      "run": "f20f0ea 2026-11-24 03:41 UTC"
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
      "run": "f20f0ea 2026-11-24 03:40 UTC"
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
     "title": "Fin (failed)",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"307pt\" height=\"51pt\"\n viewBox=\"0.00 0.00 307.00 51.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 47.2)\">\n<title>storeLink&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-21.6\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- failed -->\n<g id=\"flow:storeLink:failed\" class=\"node\">\n<title>failed</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M287.05,-43.2C287.05,-43.2 179.05,-43.2 179.05,-43.2 173.05,-43.2 167.05,-37.2 167.05,-31.2 167.05,-31.2 167.05,-12 167.05,-12 167.05,-6 173.05,0 179.05,0 179.05,0 287.05,0 287.05,0 293.05,0 299.05,-6 299.05,-12 299.05,-12 299.05,-31.2 299.05,-31.2 299.05,-37.2 293.05,-43.2 287.05,-43.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"233.05\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin (failed)</text>\n<rect x=\"184.1\" y=\"-35.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"233.1\" y=\"70.8\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;failed -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;failed</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M18.43,-21.6C41.26,-21.6 106.02,-21.6 158.31,-21.6\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"158.07,-24.05 165.07,-21.6 158.07,-19.15 158.07,-24.05\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"92.52\" y=\"-35.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• done: getStore</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"92.52\" y=\"-24.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• error: getStore</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Hasta «Inicio»",
     "happy": true,
     "start": "__start",
     "steps": [],
     "variants": 1,
     "tests": 2
    },
    {
     "id": "J02",
     "name": "done: getStore",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "done: getStore",
       "screen": "failed"
      }
     ],
     "variants": 0,
     "tests": 1
    },
    {
     "id": "J03",
     "name": "error: getStore",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "error: getStore",
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
      "run": "f20f0ea 2026-11-24 03:41 UTC"
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
      "run": "f20f0ea 2026-11-24 03:40 UTC"
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
     "key": "uploaded",
     "title": "Fin (uploaded)",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"342pt\" height=\"51pt\"\n viewBox=\"0.00 0.00 342.00 51.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 47.2)\">\n<title>documents&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-21.6\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- uploaded -->\n<g id=\"flow:documents:uploaded\" class=\"node\">\n<title>uploaded</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M322.05,-43.2C322.05,-43.2 214.05,-43.2 214.05,-43.2 208.05,-43.2 202.05,-37.2 202.05,-31.2 202.05,-31.2 202.05,-12 202.05,-12 202.05,-6 208.05,0 214.05,0 214.05,0 322.05,0 322.05,0 328.05,0 334.05,-6 334.05,-12 334.05,-12 334.05,-31.2 334.05,-31.2 334.05,-37.2 328.05,-43.2 322.05,-43.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"268.05\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin (uploaded)</text>\n<rect x=\"219.1\" y=\"-35.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"268.1\" y=\"70.8\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;uploaded -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;uploaded</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M18.26,-21.6C44.83,-21.6 130,-21.6 193.33,-21.6\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"193.21,-24.05 200.21,-21.6 193.21,-19.15 193.21,-24.05\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"110.02\" y=\"-35.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• START → done:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"110.02\" y=\"-24.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">markDocumentsUploaded</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Hasta «Inicio»",
     "happy": true,
     "start": "__start",
     "steps": [],
     "variants": 0,
     "tests": 7
    },
    {
     "id": "J02",
     "name": "done: markDocumentsUploaded",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "START → done: markDocumentsUploaded",
       "screen": "uploaded"
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
      "run": "f20f0ea 2026-11-24 03:41 UTC"
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
      "run": "f20f0ea 2026-11-24 03:40 UTC"
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
     "title": "Fin (toHome)",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"382pt\" height=\"116pt\"\n viewBox=\"0.00 0.00 382.00 116.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 112)\">\n<title>signing&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-21.6\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- toHome -->\n<g id=\"flow:signing:toHome\" class=\"node\">\n<title>toHome</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M361.57,-43.2C361.57,-43.2 253.57,-43.2 253.57,-43.2 247.57,-43.2 241.57,-37.2 241.57,-31.2 241.57,-31.2 241.57,-12 241.57,-12 241.57,-6 247.57,0 253.57,0 253.57,0 361.57,0 361.57,0 367.57,0 373.57,-6 373.57,-12 373.57,-12 373.57,-31.2 373.57,-31.2 373.57,-37.2 367.57,-43.2 361.57,-43.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"307.57\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin (toHome)</text>\n<rect x=\"258.6\" y=\"-35.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"307.6\" y=\"70.8\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;toHome -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;toHome</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M18.24,-21.6C48.82,-21.6 157.89,-21.6 232.76,-21.6\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"232.74,-24.05 239.74,-21.6 232.74,-19.15 232.74,-24.05\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"129.79\" y=\"-99.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• done: loadApplications</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"129.79\" y=\"-89.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• done: loadApplications → RETRY</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"129.79\" y=\"-78.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• done: loadApplications → done:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"129.79\" y=\"-67.5\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">registerClabe</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"129.79\" y=\"-56.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• done: loadApplications → done:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"129.79\" y=\"-45.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">sign</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"129.79\" y=\"-35.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• done: loadApplications →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"129.79\" y=\"-24.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">CONTINUE</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Hasta «Inicio»",
     "happy": true,
     "start": "__start",
     "steps": [],
     "variants": 0,
     "tests": 1166
    },
    {
     "id": "J02",
     "name": "CONTINUE",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "done: loadApplications → CONTINUE",
       "screen": "toHome"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J03",
     "name": "done: loadApplications",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "done: loadApplications",
       "screen": "toHome"
      }
     ],
     "variants": 0,
     "tests": 2
    },
    {
     "id": "J04",
     "name": "done: registerClabe",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "done: loadApplications → done: registerClabe",
       "screen": "toHome"
      }
     ],
     "variants": 0,
     "tests": 13
    },
    {
     "id": "J05",
     "name": "done: sign",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "done: loadApplications → done: sign",
       "screen": "toHome"
      }
     ],
     "variants": 0,
     "tests": 4
    },
    {
     "id": "J06",
     "name": "RETRY",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "done: loadApplications → RETRY",
       "screen": "toHome"
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
       34,
       34
      ],
      "transitions": [
       68,
       68
      ],
      "uncovered": [],
      "run": "f20f0ea 2026-11-24 03:41 UTC"
     },
     {
      "level": "ui",
      "states": [
       34,
       34
      ],
      "transitions": [
       68,
       68
      ],
      "uncovered": [],
      "run": "f20f0ea 2026-11-24 03:40 UTC"
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
   "screens": [],
   "flowSvg": "<svg width=\"8pt\" height=\"8pt\"\n viewBox=\"0.00 0.00 8.00 8.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 4)\">\n<title>home&#45;pantallas</title>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Hasta «Inicio»",
     "happy": true,
     "start": "__start",
     "steps": [],
     "variants": 0,
     "tests": 2
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
      "run": "f20f0ea 2026-11-24 03:41 UTC"
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
      "run": "f20f0ea 2026-11-24 03:40 UTC"
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
     "key": "signedIn",
     "title": "Fin (signedIn)",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"377pt\" height=\"51pt\"\n viewBox=\"0.00 0.00 377.00 51.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 47.2)\">\n<title>promoterSignin&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-21.6\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- signedIn -->\n<g id=\"flow:promoterSignin:signedIn\" class=\"node\">\n<title>signedIn</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M357.06,-43.2C357.06,-43.2 249.06,-43.2 249.06,-43.2 243.06,-43.2 237.06,-37.2 237.06,-31.2 237.06,-31.2 237.06,-12 237.06,-12 237.06,-6 243.06,0 249.06,0 249.06,0 357.06,0 357.06,0 363.06,0 369.06,-6 369.06,-12 369.06,-12 369.06,-31.2 369.06,-31.2 369.06,-37.2 363.06,-43.2 357.06,-43.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"303.06\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin (signedIn)</text>\n<rect x=\"254.1\" y=\"-35.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"303.1\" y=\"70.8\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;signedIn -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;signedIn</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M18.43,-21.6C48.82,-21.6 154.9,-21.6 228.34,-21.6\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"228.17,-24.05 235.17,-21.6 228.17,-19.15 228.17,-24.05\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"127.53\" y=\"-35.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• SUBMIT [isPhoneValid] → done:</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"127.53\" y=\"-24.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">verifyNip</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Hasta «Inicio»",
     "happy": true,
     "start": "__start",
     "steps": [],
     "variants": 0,
     "tests": 17
    },
    {
     "id": "J02",
     "name": "done: verifyNip",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "SUBMIT [isPhoneValid] → done: verifyNip",
       "screen": "signedIn"
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
      "run": "f20f0ea 2026-11-24 03:41 UTC"
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
      "run": "f20f0ea 2026-11-24 03:40 UTC"
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
     "key": "done",
     "title": "Fin (done)",
     "route": null,
     "happy": false,
     "final": true,
     "shot": null,
     "stays": []
    }
   ],
   "flowSvg": "<svg width=\"376pt\" height=\"73pt\"\n viewBox=\"0.00 0.00 376.00 73.00\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"graph0\" class=\"graph\" transform=\"scale(1 1) rotate(0) translate(4 68.8)\">\n<title>promoter&#45;pantallas</title>\n<!-- __start -->\n<g id=\"node1\" class=\"node\">\n<title>__start</title>\n<ellipse fill=\"#111827\" stroke=\"#6b7280\" cx=\"9\" cy=\"-21.6\" rx=\"9\" ry=\"9\"/>\n</g>\n<!-- done -->\n<g id=\"flow:promoter:done\" class=\"node\">\n<title>done</title>\n<path fill=\"#f3f4f6\" stroke=\"#6b7280\" d=\"M356.04,-43.2C356.04,-43.2 248.04,-43.2 248.04,-43.2 242.04,-43.2 236.04,-37.2 236.04,-31.2 236.04,-31.2 236.04,-12 236.04,-12 236.04,-6 242.04,0 248.04,0 248.04,0 356.04,0 356.04,0 362.04,0 368.04,-6 368.04,-12 368.04,-12 368.04,-31.2 368.04,-31.2 368.04,-37.2 362.04,-43.2 356.04,-43.2\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"302.04\" y=\"-3.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">Fin (done)</text>\n<rect x=\"253.0\" y=\"-35.2\" width=\"98\" height=\"212\" fill=\"#f9fafb\" stroke=\"#d1d5db\" stroke-dasharray=\"4 3\"/><text x=\"302.0\" y=\"70.8\" text-anchor=\"middle\" font-family=\"Helvetica\" font-size=\"9\" fill=\"#6b7280\">sin captura</text></g>\n<!-- __start&#45;&gt;done -->\n<g id=\"edge1\" class=\"edge\">\n<title>__start&#45;&gt;done</title>\n<path fill=\"none\" stroke=\"#4b5563\" d=\"M18.4,-21.6C48.64,-21.6 154.08,-21.6 227.25,-21.6\"/>\n<polygon fill=\"#4b5563\" stroke=\"#4b5563\" points=\"227.04,-24.05 234.04,-21.6 227.04,-19.15 227.04,-24.05\"/>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"127.02\" y=\"-56.7\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• START [hasStore] → FINISH</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"127.02\" y=\"-45.9\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• CODE.SUBMIT [isCodeValid] →</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"127.02\" y=\"-35.1\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">FINISH</text>\n<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"127.02\" y=\"-24.3\" font-family=\"Helvetica,sans-Serif\" font-size=\"9.00\" fill=\"#374151\">• CODE.SHOW → FINISH</text>\n</g>\n</g>\n</svg>\n",
   "journeys": [
    {
     "id": "J01",
     "name": "Hasta «Inicio»",
     "happy": true,
     "start": "__start",
     "steps": [],
     "variants": 0,
     "tests": 2347
    },
    {
     "id": "J02",
     "name": "FINISH",
     "happy": false,
     "start": "__start",
     "steps": [
      {
       "label": "START [hasStore] → FINISH",
       "screen": "done"
      }
     ],
     "variants": 2,
     "tests": 45
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
       93,
       93
      ],
      "uncovered": [],
      "run": "f20f0ea 2026-11-24 03:41 UTC"
     },
     {
      "level": "ui",
      "states": [
       45,
       45
      ],
      "transitions": [
       93,
       93
      ],
      "uncovered": [],
      "run": "f20f0ea 2026-11-24 03:40 UTC"
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
