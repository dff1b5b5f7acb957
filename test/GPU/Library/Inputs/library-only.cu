// A candidate made of library steps only: no device code.
