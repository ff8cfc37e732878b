import GRDB
import ReaderCore

extension ChangeBatch.Kind: DatabaseValueConvertible {}
