import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A function of the C library that the Glibc module leaves out (it needs `_GNU_SOURCE` or
/// `_XOPEN_SOURCE`: `pipe2`, `posix_openpt`…), found by name; `type` is its C signature.
func libcFunction<Function>(_ name: String, as type: Function.Type) -> Function {
    unsafeBitCast(dlsym(nil, name), to: type)
}
