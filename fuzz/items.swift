// The API's items: `ItemReader` (read straight off the bytes) against the decode of `ItemDTO`
// by `JSONDecoder`, which is the authority. Whenever the fast path reads a list page or one
// item, the decode reads the same bytes to the same value, byte for byte; the fast path never
// reads an id that is not an article id.
import Foundation
import QiitaModel

@testable import QiitaAPI

/// The items as text, byte for byte (`==` on strings is canonical equivalence).
private func exact<Value>(_ value: Value) -> [UInt8] {
    Array(String(reflecting: value).utf8)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzItems(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = fuzzInput(data, count)
    if let page = ItemReader.page(bytes) {
        for item in page {
            invariant(InvalidItemID.isValid(item.id), "the fast path read the id \(shown(item.id).debugDescription)")
        }
        let decoded = Result { try JSONDecoder().decode([ItemDTO].self, from: Data(bytes)) }
        switch decoded {
        case .success(let reference):
            invariant(exact(page) == exact(reference), "the fast path read another page than JSONDecoder")
        case .failure(let error):
            invariant(false, "the fast path read a page JSONDecoder refuses: \(error)")
        }
    }
    // The same bytes as one item: the first element of a page, when there is one.
    let object = bytes.firstIndex(of: UInt8(ascii: "{")).map { Array(bytes[$0...]) } ?? bytes
    if let item = ItemReader.item(object) {
        switch Result(catching: { try JSONDecoder().decode(ItemDTO.self, from: Data(object)) }) {
        case .success(let reference):
            invariant(exact(item) == exact(reference), "the fast path read another item than JSONDecoder")
        case .failure(let error):
            invariant(false, "the fast path read an item JSONDecoder refuses: \(error)")
        }
    }
    return 0
}
