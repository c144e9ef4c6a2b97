import Trellis

extension ServiceKey where Value == GitService {
  /// The RepoSearch plugin's git service (`repos.git`).
  public static var git: ServiceKey<GitService> { ServiceKey("repos.git") }
}
