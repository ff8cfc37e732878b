import GRDB
import ReaderCore

extension ChangeOrigin: DatabaseValueConvertible, StoredName {}
