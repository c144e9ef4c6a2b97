import TrellisRx

extension Database: ReactiveCompatible {}

extension Reactive where Base: Database {
  /// `Database.query` as a `Single`, run on subscription on `scheduler` (the database's
  /// own serial queue by default), so view models can query off the main thread. The
  /// element and errors arrive on that scheduler: add `observe(on:)` or `asDriver` to
  /// reach the main thread. Disposing before the query starts skips it.
  public func query(
    _ sql: String, _ parameters: [(any DatabaseValueConvertible)?] = [],
    on scheduler: ImmediateSchedulerType? = nil
  ) -> Single<[Row]> {
    let database = base
    return Single.deferred { .just(try database.query(sql, parameters)) }
      .subscribe(on: scheduler ?? database.scheduler)
  }

  /// `Database.execute` as a `Completable`, run on `scheduler` (the database's queue by
  /// default); completes when the statement has run, fails with its `DatabaseError`.
  public func execute(
    _ sql: String, _ parameters: [(any DatabaseValueConvertible)?] = [],
    on scheduler: ImmediateSchedulerType? = nil
  ) -> Completable {
    let database = base
    return Completable.deferred {
      try database.execute(sql, parameters)
      return .empty()
    }
    .subscribe(on: scheduler ?? database.scheduler)
  }

  /// `Database.transaction` as a `Single` of the body's result, run on `scheduler` (the
  /// database's queue by default).
  public func transaction<Result>(
    on scheduler: ImmediateSchedulerType? = nil, _ body: @escaping () throws -> Result
  ) -> Single<Result> {
    let database = base
    return Single.deferred { .just(try database.transaction(body)) }
      .subscribe(on: scheduler ?? database.scheduler)
  }
}
