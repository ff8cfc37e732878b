import Speech

extension SpeechError: ReportableError {
    var message: String {
        switch self {
        case .libraryMissing: "eSpeak NG is not installed (install Debian's libespeak-ng1)"
        case .voiceDataMissing: "no eSpeak NG voice data (install Debian's espeak-ng-data)"
        case .unknownVoice(let name, let available):
            "no voice '\(name)' (English voices: \(available.joined(separator: ", ")))"
        case .rateOutOfRange(let rate): "rate \(rate) is outside \(SpeechSynthesizer.rates.lowerBound)-\(SpeechSynthesizer.rates.upperBound) words per minute"
        case .emptyText: "nothing to say: the text is empty"
        case .synthesisFailed: "eSpeak NG could not synthesise the text"
        case .noPlayer(let tried):
            "no audio player found (tried \(tried.joined(separator: ", "))); install one, set 'player', or use --out FILE.wav"
        case .playerFailed(let player, let reason): "\(player) could not play the sound: \(reason)"
        case .encoderFailed(let program, let reason): "\(program) could not make an MP3: \(reason)"
        }
    }

    var exitStatus: ExitStatus {
        switch self {
        case .libraryMissing, .voiceDataMissing, .noPlayer, .playerFailed, .encoderFailed: .unavailable
        case .unknownVoice, .rateOutOfRange: .usage
        case .emptyText, .synthesisFailed: .dataError
        }
    }
}
