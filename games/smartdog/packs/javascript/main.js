// Entry point: node main.js [-host localhost] [-port 3002] [-name bot] [-hub duet] [-count 1]
// (the options of the 2012 clients). Plays -count games, one connection each.
'use strict';
const smartdog = require('./smartdog');
const strategy = require('./strategy');

async function main(argv) {
  const options = { host: 'localhost', port: '3002', name: 'bot', hub: null, count: '1' };
  for (let i = 0; i + 1 < argv.length; i += 2) {
    options[argv[i].replace(/^-+/, '')] = argv[i + 1];
  }
  for (let i = 0; i < Number(options.count); i++) {
    const result = await smartdog.play(options.host, Number(options.port), options.name, options.hub, strategy.play);
    console.error('finished:', JSON.stringify(result));
  }
}

main(process.argv.slice(2)).catch((e) => {
  console.error(e);
  process.exit(1);
});
