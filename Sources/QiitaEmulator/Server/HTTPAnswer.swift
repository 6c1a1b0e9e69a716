import QiitaStatsCore

/// One answer, and how to deliver it (the faults that break delivery live here).
public struct HTTPAnswer: Sendable {
    /// How the bytes reach the client.
    public enum Delivery: Sendable, Equatable {
        /// Whole, as HTTP/1.1 says.
        case normal
        /// Headers and half the body, then a TCP reset.
        case reset
        /// Headers (full `Content-Length`) and half the body, then a normal close.
        case truncate
    }

    /// The status code.
    public var status: Int
    /// Header fields (`Content-Length` and `Connection` are added when sent).
    public var headers: [(name: String, value: String)]
    /// The body (left out for `HEAD`).
    public var body: [UInt8]
    /// How the bytes reach the client.
    public var delivery: Delivery = .normal
    /// Milliseconds to wait before answering, counted from the request's arrival.
    public var delayMilliseconds = 0
    /// What a layer did to the answer (the fault applied), for its request log.
    public var fault: String?

    /// An answer delivered whole, at once.
    public init(status: Int, headers: [(name: String, value: String)], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// An answer with Qiita's `{message,type}` error body.
    public static func error(_ status: Int, _ message: String, _ type: String) -> HTTPAnswer {
        HTTPAnswer(
            status: status, headers: [],
            body: Array(JSONValue.object(["message": .string(message), "type": .string(type)]).compactText.utf8))
    }

    /// The status line and headers, ready to send.
    func head(keepAlive: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for field in headers { text += "\(field.name): \(field.value)\r\n" }
        text += "Content-Length: \(body.count)\r\nConnection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        return Array(text.utf8)
    }

    /// The reason phrase of `status`.
    public static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}
