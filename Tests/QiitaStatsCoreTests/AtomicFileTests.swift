import Foundation
import TestSupport
import Testing

@testable import QiitaStatsCore

@Suite struct AtomicFileTests {
    @Test func writesNewFileWithExactModeAndNoLeftovers() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let target = scratch.file("out/report.json")

        try AtomicFile.write(Array("hello\n".utf8), to: target)

        #expect(try String(contentsOf: target, encoding: .utf8) == "hello\n")
        #expect(scratch.permissions(target) == 0o644)
        #expect(scratch.permissions(scratch.file("out")) == 0o755)
        #expect(scratch.names(in: scratch.file("out")) == ["report.json"])
    }

    @Test func replacesExistingFileAndAppliesTheRequestedMode() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let target = scratch.file("badge.svg")
        try Data("old".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: target.path)

        try AtomicFile.write(Array("new".utf8), to: target, mode: 0o600)

        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        #expect(scratch.permissions(target) == 0o600)
        #expect(scratch.names(in: scratch.url) == ["badge.svg"])
    }

    @Test func missingFolderIsAnErrorWhenNotAskedToCreateIt() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let target = scratch.file("absent/file")

        #expect(throws: FileSystemError.cannotCreateTemporaryFile(directory: scratch.file("absent").path, errno: 2)) {
            try AtomicFile.write([1, 2, 3], to: target, directoryMode: nil)
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.file("absent").path))
    }

    @Test func plantedSymlinkAtTheTemporaryNameIsNotWrittenThrough() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let victim = scratch.file("victim")
        try Data("precious".utf8).write(to: victim)
        let target = scratch.file("credentials.json")
        let planted = scratch.file(".credentials.json.tmp-planted")
        try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: victim)

        // Every name the writer tries is taken by the planted link: it gives up.
        #expect(throws: FileSystemError.self) {
            try AtomicFile.write(
                Array("secret".utf8), to: target, mode: 0o600, directoryMode: nil,
                temporaryName: { _ in planted.lastPathComponent })
        }
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        #expect(!FileManager.default.fileExists(atPath: target.path))

        // The planted name is skipped, the next one used; the link is left alone.
        var names = [planted.lastPathComponent, ".credentials.json.tmp-fresh"].makeIterator()
        try AtomicFile.write(
            Array("secret".utf8), to: target, mode: 0o600, directoryMode: nil,
            temporaryName: { _ in names.next() ?? "unused" })
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        #expect(try String(contentsOf: target, encoding: .utf8) == "secret")
        #expect(Platform.linkStatus(planted.path)?.kind == .symbolicLink)
        #expect(scratch.names(in: scratch.url) == [planted.lastPathComponent, "credentials.json", "victim"])
    }

    @Test func symlinkAtTheTargetIsReplacedNotFollowed() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let victim = scratch.file("victim")
        try Data("precious".utf8).write(to: victim)
        let target = scratch.file("contributions.png")
        try FileManager.default.createSymbolicLink(at: target, withDestinationURL: victim)

        try AtomicFile.write(Array("png".utf8), to: target)

        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        #expect(Platform.linkStatus(target.path)?.kind == .regular)
        #expect(try String(contentsOf: target, encoding: .utf8) == "png")
    }

    @Test func aFileWrittenInPiecesIsWholeOrNotThere() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let target = scratch.file("report.json")
        try AtomicFile.write(Array("previous".utf8), to: target)
        // Pieces as a document hands them over: all of them make the file.
        try AtomicFile.write(to: target, mode: .likeReplaced) { write throws(FileSystemError) in
            for piece in ["{", "\"a\": 1", "}\n"] { try write(Array(piece.utf8)) }
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "{\"a\": 1}\n")
        // A failure after some pieces leaves the file as it was, and no temporary file.
        #expect(throws: FileSystemError.self) {
            try AtomicFile.write(to: target, mode: .likeReplaced) { write throws(FileSystemError) in
                try write(Array("half a docu".utf8))
                throw FileSystemError.cannotWrite(path: target.path, errno: 28)
            }
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "{\"a\": 1}\n")
        #expect(scratch.names(in: scratch.url) == ["report.json"])
    }

    @Test func failedReplaceLeavesThePreviousTargetAndNoTemporaryFile() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        // A non-empty folder where the file should go: rename(2) fails after the write.
        let target = scratch.file("report.html")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: target.appendingPathComponent("inside"))

        #expect {
            try AtomicFile.write(Array("<html>".utf8), to: target)
        } throws: { error in
            (error as? FileSystemError)?.message.contains(target.path) == true
                && (error as? FileSystemError)?.exitCode == .failure
        }
        #expect(scratch.names(in: scratch.url) == ["report.html"])
        #expect(try String(contentsOf: target.appendingPathComponent("inside"), encoding: .utf8) == "keep")
    }

    @Test func errorMessagesNameThePathAndTheReason() {
        let error = FileSystemError.cannotReplace(path: "/tmp/x/out.png", errno: 21)
        #expect(error.message == "could not replace /tmp/x/out.png: Is a directory")
        #expect(error.exitCode == .failure)
    }

    @Test func everyFileSystemErrorSaysWhatToDo() {
        // errno 28 ENOSPC, 13 EACCES, 30 EROFS, 21 EISDIR, 5 EIO.
        let errors: [FileSystemError] = [
            .cannotCreateDirectory(path: "/a", errno: 13), .cannotCreateTemporaryFile(directory: "/a", errno: 28),
            .cannotWrite(path: "/a", errno: 5), .cannotReplace(path: "/a", errno: 21),
            .cannotRead(path: "/a", errno: 13),
            .cannotRead(path: "/a", errno: 5), .cannotRemove(path: "/a", errno: 13), .symbolicLink(path: "/a"),
            .notRegularFile(path: "/a"), .cannotLock(path: "/a", errno: 13), .lockTimedOut(path: "/a", seconds: 30),
        ]
        for error in errors { #expect(error.hint?.isEmpty == false, "\(error)") }
        #expect(
            FileSystemError.cannotWrite(path: "/a", errno: 28).hint
                == "free some space on that disk, or write elsewhere")
        #expect(
            FileSystemError.cannotReplace(path: "/a", errno: 30).hint?.hasPrefix("check that you may write") == true)
        #expect(FileSystemError.cannotReplace(path: "/a", errno: 21).hint == "that path is a folder: name a file in it")
    }

    @Test func readRefusesSymlinksAndFoldersAndReportsOwnerAndMode() throws {
        let scratch = try SecretsScratch()
        defer { scratch.remove() }
        let file = scratch.file("plain")
        try AtomicFile.write(Array("abc".utf8), to: file, mode: 0o640)
        let link = scratch.file("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)

        let contents = try #require(try FileContents.read(file))
        #expect(contents == FileContents(bytes: Array("abc".utf8), permissions: 0o640, owner: getuid()))
        #expect(try FileContents.read(scratch.file("absent")) == nil)
        #expect(throws: FileSystemError.symbolicLink(path: link.path)) { try FileContents.read(link) }
        #expect(throws: FileSystemError.notRegularFile(path: scratch.url.path)) { try FileContents.read(scratch.url) }
    }
}
