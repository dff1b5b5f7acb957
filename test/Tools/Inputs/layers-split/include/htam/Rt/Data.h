// Data only.
