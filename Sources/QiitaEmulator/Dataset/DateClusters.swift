import Contributions

/// Publication times clustered as in real life: bursts, idle months, busy days, posts near midnight.
enum DateClusters {
    /// `count` distinct epoch seconds, newest first, within the dataset's months.
    static func timestamps(count: Int, random: inout SplitMix64) -> [Int] {
        guard count > 0 else { return [] }
        let weights = monthWeights(&random)
        let total = weights.reduce(0, +)
        var daysByMonth: [Int: [Int]] = [:]
        var times: [Int] = []
        times.reserveCapacity(count)
        for index in 0..<count {
            var target = random.unit() * total
            var month = 0
            while month < weights.count - 1 && target >= weights[month] {
                target -= weights[month]
                month += 1
            }
            let (year, monthOfYear) = yearMonth(month)
            let used = daysByMonth[month, default: []]
            let length = CalendarDate.daysIn(year: year, month: monthOfYear)
            let day = !used.isEmpty && random.chance(0.35) ? random.pick(used) : random.int(1...length)
            daysByMonth[month, default: []].append(day)
            let (hour, minute, second) = timeOfDay(index: index, &random)
            times.append(
                JSTTime.epoch(year: year, month: monthOfYear, day: day, hour: hour, minute: minute, second: second))
        }
        times.sort(by: >)
        for index in times.indices.dropFirst() where times[index] >= times[index - 1] {
            times[index] = times[index - 1] - 1
        }
        return times
    }

    /// A weight per month from a three-state chain: idle (0), steady, burst.
    private static func monthWeights(_ random: inout SplitMix64) -> [Double] {
        var state = 1
        var weights: [Double] = []
        for _ in 0..<DatasetGenerator.months {
            let roll = random.unit()
            switch state {
            case 0: state = roll < 0.55 ? 0 : 1
            case 2: state = roll < 0.4 ? 2 : 1
            default: state = roll < 0.2 ? 0 : roll < 0.32 ? 2 : 1
            }
            weights.append(state == 0 ? 0 : state == 1 ? 1 + random.unit() : 4 + 3 * random.unit())
        }
        if weights.allSatisfy({ $0 == 0 }) { weights[weights.count - 1] = 1 }
        return weights
    }

    /// Month 0 is July 2019; the last is June 2025.
    private static func yearMonth(_ month: Int) -> (Int, Int) {
        let absolute = 2019 * 12 + 6 + month
        return (absolute / 12, absolute % 12 + 1)
    }

    /// Mostly evenings; the first few items sit next to midnight (JST, then UTC = 09:00 JST).
    private static func timeOfDay(index: Int, _ random: inout SplitMix64) -> (Int, Int, Int) {
        let special = index < 8 ? index % 4 : random.chance(0.03) ? random.int(0...3) : -1
        switch special {
        case 0: return (23, 59, random.int(30...59))
        case 1: return (0, 0, random.int(0...30))
        case 2: return (8, 59, random.int(30...59))
        case 3: return (9, 0, random.int(0...30))
        default: break
        }
        let roll = random.unit()
        let hour =
            roll < 0.5
            ? random.int(19...23) : roll < 0.8 ? random.int(9...18) : roll < 0.9 ? random.int(0...2) : random.int(6...8)
        return (hour, random.int(0...59), random.int(0...59))
    }
}
