/// A value bound to a statement's parameter.
public enum SQLiteValue: Sendable, Equatable {
    /// A 64-bit integer.
    case integer(Int)
    /// UTF-8 text.
    case text(String)
    /// NULL.
    case null
    /// Bytes.
    case blob([UInt8])

    /// An integer, or NULL for nil.
    public static func integer(_ value: Int?) -> SQLiteValue {
        value.map(SQLiteValue.integer) ?? .null
    }

    /// Text, or NULL for nil.
    public static func text(_ value: String?) -> SQLiteValue {
        value.map(SQLiteValue.text) ?? .null
    }

    /// 1 or 0.
    public static func boolean(_ value: Bool) -> SQLiteValue {
        .integer(value ? 1 : 0)
    }
}
