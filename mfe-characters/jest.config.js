module.exports = require('../scripts/jest/front-end.config.cjs')(__dirname);
