// The API's own error messages. They stay English in every language (the web app shows the
// catalogue's text for each error code, docs/decisions/160-languages.md). Every text a person reads
// in the store is in the message catalogues: i18n/catalogues/<language>/<area>.ts, where the
// English ones keep the specification's quoted texts exactly, misspellings included ("SingOut",
// "Profil", "Quentity", "Cencle", "cancle", "parmanently", "Ratting").
export * from './messages/api.ts';
