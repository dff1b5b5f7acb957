// Device code that comes with a library step must compile too.
#error this candidate's device code does not compile
