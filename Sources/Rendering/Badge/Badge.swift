public import QiitaStatsCore
public import Raster

/// A badge in shields.io's flat layout: SVG, an endpoint document, or a bitmap for a PNG. Widths
/// are measured with the PNG's font; `textLength` makes every viewer draw the text that wide.
public struct Badge: Sendable, Equatable {
    /// The font size of the text, in px.
    public static let fontSize = 11.0
    /// The height of the badge, in px.
    public static let height = 20
    /// The padding each side of a text, in px.
    public static let padding = 5

    /// The left-hand text (may be empty: then only the message is shown).
    public let label: String
    /// The right-hand text.
    public let message: String
    /// Backgrounds.
    public let colors: BadgeColors
    /// Flat or flat-square.
    public let style: BadgeStyle
    /// Whether this badge reports a failure (grey, `isError` in the endpoint document).
    public let isError: Bool
    /// The width of the label's text box and of the message's, in whole px (odd).
    public let labelTextWidth: Int
    /// The width of the message's text box, in whole px (odd).
    public let messageTextWidth: Int

    /// Lays out a badge; `measure` gives the advance width of a text at ``fontSize`` px.
    public init(
        label: String, message: String, colors: BadgeColors, style: BadgeStyle, isError: Bool = false,
        measure: (String) throws -> Double
    ) rethrows {
        self.label = HTMLEscape.clean(label).replacingOccurrences(of: "\n", with: " ")
        self.message = HTMLEscape.clean(message).replacingOccurrences(of: "\n", with: " ")
        self.colors = colors
        self.style = style
        self.isError = isError
        labelTextWidth = self.label.isEmpty ? 0 : Self.box(try measure(self.label))
        messageTextWidth = Self.box(try measure(self.message))
    }

    /// The label rectangle's width (0 without a label).
    public var labelWidth: Int { label.isEmpty ? 0 : labelTextWidth + 2 * Self.padding }
    /// The message rectangle's width.
    public var messageWidth: Int { messageTextWidth + 2 * Self.padding }
    /// The whole badge's width.
    public var width: Int { labelWidth + messageWidth }

    /// What a screen reader says: `Qiita: 42 posts`.
    public var accessibleText: String { label.isEmpty ? message : "\(label): \(message)" }

    private static func box(_ width: Double) -> Int {
        let whole = width.isFinite ? Int(min(max(width, 0), 100_000).rounded(.up)) : 0
        return whole % 2 == 0 ? whole + 1 : whole
    }
}

extension Badge {
    /// The badge as an SVG document in badge-maker's markup, with `role="img"`, `aria-label` and a title.
    public var svg: String {
        let w = width
        let accessible = HTMLEscape.escape(accessibleText)
        var svg =
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(w)" height="\##(Self.height)" role="img" aria-label="\##(accessible)">"##
        svg += "<title>\(accessible)</title>"
        if style == .flat {
            svg +=
                ##"<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>"##
            svg +=
                ##"<clipPath id="r"><rect width="\##(w)" height="\##(Self.height)" rx="3" fill="#fff"/></clipPath><g clip-path="url(#r)">"##
        } else {
            svg += ##"<g shape-rendering="crispEdges">"##
        }
        if labelWidth > 0 {
            svg += ##"<rect width="\##(labelWidth)" height="\##(Self.height)" fill="\##(colors.label.hex)"/>"##
        }
        svg +=
            ##"<rect x="\##(labelWidth)" width="\##(messageWidth)" height="\##(Self.height)" fill="\##(colors.message.hex)"/>"##
        if style == .flat { svg += ##"<rect width="\##(w)" height="\##(Self.height)" fill="url(#s)"/>"## }
        svg += "</g>"
        svg +=
            ##"<g fill="#fff" text-anchor="middle" font-family="DejaVu Sans,Verdana,Geneva,sans-serif" text-rendering="geometricPrecision" font-size="110">"##
        if labelWidth > 0 {
            svg += text(label, centre: labelWidth * 5, length: labelTextWidth, on: colors.label)
        }
        svg += text(message, centre: labelWidth * 10 + messageWidth * 5, length: messageTextWidth, on: colors.message)
        svg += "</g></svg>\n"
        return svg
    }

    /// One text in tenths of a px, with its shadow when the style has one.
    private func text(_ content: String, centre: Int, length: Int, on background: RGBA) -> String {
        let colours = BadgeColors.text(on: background)
        let escaped = HTMLEscape.escape(content)
        var markup = ""
        if style == .flat {
            markup +=
                ##"<text aria-hidden="true" x="\##(centre)" y="150" fill="\##(colours.shadow.hex)" fill-opacity=".3" transform="scale(.1)" textLength="\##(length * 10)">\##(escaped)</text>"##
        }
        markup +=
            ##"<text x="\##(centre)" y="140" transform="scale(.1)" fill="\##(colours.text.hex)" textLength="\##(length * 10)">\##(escaped)</text>"##
        return markup
    }

    /// The badge as a shields.io endpoint document: only keys shields.io accepts, `schemaVersion` 1.
    public var endpoint: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("schemaVersion", .int(1)), ("label", .string(label)), ("message", .string(message)),
            ("color", .string(String(colors.message.hex.dropFirst()))),
            ("labelColor", .string(String(colors.label.hex.dropFirst()))),
        ]
        if isError { pairs.append(("isError", .bool(true))) }
        pairs.append(("style", .string(style.rawValue)))
        pairs.append(("cacheSeconds", .int(3600)))
        return .object(pairs)
    }
}

extension Badge {
    /// The badge drawn at `scale`, its text through `text` (none when nil: no font is installed).
    public func bitmap(scale: Int = 2, text: (any TextRasterizer)? = nil) throws -> Bitmap {
        let s = Double(scale)
        let height = Double(Self.height) * s
        let split = Double(labelWidth) * s
        let full = Double(width) * s
        var bitmap = Bitmap(width: width * scale, height: Self.height * scale)
        let radius = style == .flat ? 3 * s : 0
        bitmap.fillRoundedRect(Rect(x: 0, y: 0, width: full, height: height), radius: radius, colors.label)
        if labelWidth > 0 {
            bitmap.fillRoundedRect(
                Rect(x: split - radius, y: 0, width: full - split + radius, height: height), radius: radius,
                colors.message)
            if radius > 0 { bitmap.fill(Rect(x: split - radius, y: 0, width: radius, height: height), colors.label) }
        } else {
            bitmap.fillRoundedRect(Rect(x: 0, y: 0, width: full, height: height), radius: radius, colors.message)
        }
        if style == .flat { applyGradient(to: &bitmap) }
        guard let text else { return bitmap }
        let size = Self.fontSize * s
        for (content, centre, background) in [
            (label, Double(labelWidth) / 2, colors.label),
            (message, Double(labelWidth) + Double(messageWidth) / 2, colors.message),
        ] where !content.isEmpty {
            let colours = BadgeColors.text(on: background)
            let x = centre * s - (try text.lineExtent(of: content, size: size).width) / 2
            if style == .flat {
                try text.drawLine(
                    content, size: size, x: x, baseline: 15 * s, colour: colours.shadow.withAlpha(77), into: &bitmap)
            }
            try text.drawLine(content, size: size, x: x, baseline: 14 * s, colour: colours.text, into: &bitmap)
        }
        return bitmap
    }

    /// The flat style's light: `#bbb` to black at 10 % over the backgrounds, corners left alone.
    private func applyGradient(to bitmap: inout Bitmap) {
        for y in 0..<bitmap.height {
            let t = (Double(y) + 0.5) / Double(bitmap.height)
            let overlay = 0xbb * (1 - t)
            for x in 0..<bitmap.width {
                let pixel = bitmap[x, y]
                guard pixel.alpha > 0 else { continue }
                let mix = { (channel: UInt8) in UInt8((Double(channel) * 0.9 + overlay * 0.1).rounded()) }
                bitmap[x, y] = RGBA(mix(pixel.red), mix(pixel.green), mix(pixel.blue), pixel.alpha)
            }
        }
    }
}
