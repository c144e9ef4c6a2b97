import TrellisRx

extension DatabaseNamespace: ReactiveCompatible {}

extension Reactive where Base == DatabaseNamespace {
  /// `DatabaseNamespace.query` as a `Single` run on `scheduler` (the database's own serial
  /// queue by default); see `Database`'s `rx.query`.
  public func query(
    _ sql: String, _ parameters: [(any DatabaseValueConvertible)?] = [],
    on scheduler: ImmediateSchedulerType? = nil
  ) -> Single<[Row]> {
    let namespace = base
    return Single.deferred { .just(try namespace.query(sql, parameters)) }
      .subscribe(on: scheduler ?? namespace.database.scheduler)
  }

  /// `DatabaseNamespace.execute` as a `Completable` run on `scheduler`.
  public func execute(
    _ sql: String, _ parameters: [(any DatabaseValueConvertible)?] = [],
    on scheduler: ImmediateSchedulerType? = nil
  ) -> Completable {
    let namespace = base
    return Completable.deferred {
      try namespace.execute(sql, parameters)
      return .empty()
    }
    .subscribe(on: scheduler ?? namespace.database.scheduler)
  }

  /// `DatabaseNamespace.transaction` as a `Single` of the body's result, run on
  /// `scheduler`.
  public func transaction<Result>(
    on scheduler: ImmediateSchedulerType? = nil, _ body: @escaping () throws -> Result
  ) -> Single<Result> {
    let namespace = base
    return Single.deferred { .just(try namespace.transaction(body)) }
      .subscribe(on: scheduler ?? namespace.database.scheduler)
  }

  /// `DatabaseNamespace.migrate` as a `Single` of the versions applied, run on
  /// `scheduler`.
  public func migrate(_ migrations: [Migration], on scheduler: ImmediateSchedulerType? = nil)
    -> Single<[Int]>
  {
    let namespace = base
    return Single.deferred { .just(try namespace.migrate(migrations)) }
      .subscribe(on: scheduler ?? namespace.database.scheduler)
  }
}
