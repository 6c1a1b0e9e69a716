/// One answer, and how to deliver it (the faults that break delivery live here).
struct HTTPAnswer: Sendable {
    /// How the bytes reach the client.
    enum Delivery: Sendable, Equatable {
        /// Whole, as HTTP/1.1 says.
        case normal
        /// Headers and half the body, then a TCP reset.
        case reset
        /// Headers (full `Content-Length`) and half the body, then a normal close.
        case truncate
    }

    var status: Int
    /// Header fields (`Content-Length` and `Connection` are added when sent).
    var headers: [(name: String, value: String)]
    var body: [UInt8]
    var delivery: Delivery = .normal
    /// Milliseconds to wait before answering: the configured latency plus any stall fault.
    var delayMilliseconds = 0
    /// The fault applied, for the request log.
    var fault: String?

    /// The status line and headers, ready to send.
    func head(keepAlive: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for field in headers { text += "\(field.name): \(field.value)\r\n" }
        text += "Content-Length: \(body.count)\r\nConnection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        return Array(text.utf8)
    }

    /// The reason phrase of `status`.
    static func reason(_ status: Int) -> String {
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
