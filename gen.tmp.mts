import * as fs from 'node:fs';
const { MESSAGE_TEXTS } = await import('/work/wt-messages/src/api/contract/message-codes.ts');
const { KNOWN_SERVER_MESSAGES } = await import('/work/wt-messages/src/lib/server-messages.ts').catch(()=>({KNOWN_SERVER_MESSAGES:{}}));
const de = JSON.parse(fs.readFileSync('locales/de/errors.json','utf8')).server;
const missing: Record<string,string> = {};
for (const [code, text] of MESSAGE_TEXTS) {
  const name = Object.keys(de).find(n => KNOWN_SERVER_MESSAGES[n] === text);
  if (!name) missing[code]=text;
}
console.log(JSON.stringify(missing,null,1));
