// The API's own error messages stay English (the web app shows its catalogue's text per error code).
// NOTE: the English catalogues keep the spec's quoted texts exactly, misspellings included ("SingOut",
// "Profil", "Quentity", "Cencle", "cancle", "parmanently", "Ratting").
export * from './messages/api.ts';
