# Homebrew builds qiita-stats from the source of a release tag with the Swift of Xcode (macOS) or
# of the swift formula (Linux), and installs the binary, the manual page and the bash, zsh and
# fish completions. This repository is its own tap:
#   brew tap OWNER/qiita-stats https://github.com/OWNER/qiita-stats
#   brew install OWNER/qiita-stats/qiita-stats
# A new release moves `tag` (and `version` follows it); `brew install --HEAD` builds main.
class QiitaStats < Formula
  desc "GitHub-style contribution calendar, badge and report of a Qiita author's articles"
  homepage "https://github.com/OWNER/qiita-stats"
  url "https://github.com/OWNER/qiita-stats.git", tag: "v1.0.0"
  head "https://github.com/OWNER/qiita-stats.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  depends_on "pkgconf" => :build
  depends_on "fontconfig"
  depends_on "freetype"
  depends_on "libpng"
  # libcurl is loaded when the first request is made: the system's on macOS.
  uses_from_macos "swift" => :build
  uses_from_macos "curl"
  uses_from_macos "sqlite"

  def install
    # Homebrew's build sandbox leaves no room for SwiftPM's own.
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "qiita-stats"
    bin.install ".build/release/qiita-stats"
    man1.install "qiita-stats.1"
    generate_completions_from_executable(bin/"qiita-stats", "completions")
  end

  test do
    assert_match "qiita-stats #{version}", shell_output("#{bin}/qiita-stats --version") unless build.head?
    # The whole tool against its built-in Qiita emulator, over loopback HTTP: a fetch, the
    # calendar as PNG and SVG, the page, the JSON document and the badges.
    system bin/"qiita-stats", "demo", "--output", testpath/"demo"
    %w[contributions.png contributions.svg report.html report.json badge.svg badge.png].each do |file|
      assert_path_exists testpath/"demo"/file
    end
    assert_equal "\x89PNG".b, File.binread(testpath/"demo/contributions.png", 4)
  end
end
