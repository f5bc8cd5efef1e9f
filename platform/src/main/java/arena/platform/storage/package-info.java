/**
 * Where blobs live: sources, compiled artifacts and replays (stored compressed), in the database by default or in
 * an S3-compatible store ({@code BlobStore}).
 */
package arena.platform.storage;
