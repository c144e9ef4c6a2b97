// expect: builds
import TaskList
import Trellis

func honest(_ context: PluginContext) throws {
  let tasks = try context.services.resolve(.tasks)
  _ = tasks.didCreate
  _ = try context.database.query("SELECT 1")
  _ = try context.settings.section.get("pageSize", default: 50)
  _ = try context.directories.data
  _ = try Database(path: "/tmp/mine.sqlite")
}
