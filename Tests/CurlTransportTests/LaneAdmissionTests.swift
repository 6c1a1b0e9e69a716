import QiitaStatsCore
import Testing

@testable import CurlTransport

@Suite("Lane admission: a lane's cap, its queue, and what is not in it")
struct LaneAdmissionTests {
    let lane = HTTPLane("items")

    /// The admission under test, driven by a script; `#expect` cannot call mutating members.
    struct Script {
        var lanes = LaneAdmission<Int>()

        mutating func limit(_ lane: HTTPLane, _ count: Int) -> [Int] { lanes.limit(lane, to: count) }
        mutating func admit(_ tickets: ClosedRange<Int>, in lane: HTTPLane?) -> [Bool] {
            tickets.map { lanes.admit($0, in: lane) }
        }
        mutating func finish(_ lane: HTTPLane?, times: Int = 1) -> [Int?] {
            (0..<times).map { _ in lanes.finished(in: lane) }
        }
        mutating func withdraw(_ ticket: Int, from lane: HTTPLane?) -> Int? {
            lanes.withdraw(in: lane, where: { $0 == ticket })
        }
        mutating func drain() -> [Int] { lanes.drain() }
    }

    @Test func aLaneHoldsItsLimitAndQueuesTheRestInOrder() {
        var script = Script()
        let raised = script.limit(lane, 2)
        let admitted = script.admit(1...5, in: lane)
        let next = script.finish(lane, times: 5)
        let again = script.admit(6...6, in: lane)
        #expect(raised.isEmpty)
        #expect(admitted == [true, true, false, false, false])
        #expect(next == [3, 4, 5, nil, nil])
        #expect(again == [true], "one of the two places is free again")
    }

    @Test func requestsOutsideTheLaneNeitherCountNorWait() {
        var script = Script()
        _ = script.limit(lane, 1)
        let inLane = script.admit(1...2, in: lane)
        let noLane = script.admit(3...3, in: nil)
        let otherLane = script.admit(4...4, in: HTTPLane("pages"))
        let others = script.finish(nil) + script.finish(HTTPLane("pages"))
        let next = script.finish(lane)
        #expect(inLane == [true, false])
        #expect(noLane == [true] && otherLane == [true])
        #expect(others == [nil, nil])
        #expect(next == [2])
    }

    @Test func raisingTheLimitAdmitsWaitingTicketsAtOnce() {
        var script = Script()
        _ = script.limit(lane, 1)
        let admitted = script.admit(1...4, in: lane)
        let raised = script.limit(lane, 3)
        let lowered = script.limit(lane, 0)
        let next = script.finish(lane, times: 3)
        #expect(admitted == [true, false, false, false])
        #expect(raised == [2, 3])
        #expect(lowered.isEmpty, "a limit is at least 1")
        #expect(next == [nil, nil, 4], "three ran against a limit of 1: the third end lets 4 go")
    }

    @Test func aLaneWithoutALimitAdmitsEverythingButCounts() {
        var script = Script()
        let admitted = script.admit(1...3, in: lane)
        let raised = script.limit(lane, 2)
        let late = script.admit(4...4, in: lane)
        let next = script.finish(lane, times: 2)
        #expect(admitted == [true, true, true])
        #expect(raised.isEmpty)
        #expect(late == [false], "three are running: the new limit already holds")
        #expect(next == [nil, 4])
    }

    @Test func aWithdrawnTicketLosesItsTurnAndDrainEmptiesTheQueues() {
        var script = Script()
        _ = script.limit(lane, 1)
        let admitted = script.admit(1...4, in: lane)
        let withdrawn = script.withdraw(3, from: lane)
        let running = script.withdraw(1, from: lane)
        let noLane = script.withdraw(2, from: nil)
        let next = script.finish(lane)
        let drained = script.drain()
        let after = script.finish(lane)
        #expect(admitted == [true, false, false, false])
        #expect(withdrawn == 3)
        #expect(running == nil, "1 is running, not waiting")
        #expect(noLane == nil)
        #expect(next == [2])
        #expect(drained == [4])
        #expect(after == [nil])
    }
}
