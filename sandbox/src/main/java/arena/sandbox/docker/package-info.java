/**
 * The Docker sandbox: one hardened container of the runtime image per strategy and per build ({@code
 * DockerSandbox}, {@code ContainerSpec}), reached only through its relay. It also reads containers' cgroups, checks
 * the runtime (runc or gVisor) and removes a worker's containers by label.
 */
package arena.sandbox.docker;
