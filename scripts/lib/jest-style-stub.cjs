// A stylesheet imported by a component under test: jsdom lays nothing out, so its rules are not needed.
module.exports = {};
