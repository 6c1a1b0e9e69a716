import Foundation
import QiitaEmulator

extension QiitaEmulator {
    /// Starts an emulator whose API is made hostile and observable as `options` say.
    public static func start(_ configuration: EmulatorConfiguration = EmulatorConfiguration(), _ options: FaultOptions)
        throws(EmulatorError) -> QiitaEmulator
    {
        let emulator = try start(configuration)
        do {
            emulator.layer = try FaultLayer(options, around: emulator)
        } catch {
            emulator.stop()
            throw error
        }
        return emulator
    }

    private var faultLayer: FaultLayer? { layer as? FaultLayer }

    /// Serves the next requests with these `edits` and `faults`, as a restart would (counters start afresh).
    public func serve(edits: [JSONEdit], faults: [Fault]) {
        serve(edits: edits)
        faultLayer?.plan.reset(faults)
    }

    /// Every request served so far, in the order their answers finished (none without ``FaultOptions``).
    public var requestLog: [RequestRecord] { faultLayer?.log.records ?? [] }

    /// The request log once every answer sent so far has been recorded (waiting at most `timeout`).
    public func settledRequestLog(timeout: Duration = .seconds(2)) -> [RequestRecord] {
        let deadline = ContinuousClock.now + timeout
        while faultLayer?.answering.withLock({ $0 }) ?? 0 > 0 && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        return requestLog
    }
}
