window.ATLAS_RESULTS = {"journeys":{},"e2e":null,"e2eRoutes":null};
