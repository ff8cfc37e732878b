// The faces import the engine as one module: the core, the printers and the store come with it.
@_exported import ReaderCore
@_exported import ReaderPrinters
@_exported import ReaderStore
