/** Styles are the browser build's business: the prerender bundle imports them as nothing. */
module.exports = () => '';
