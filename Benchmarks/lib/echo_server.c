/*
 * The pipe floor: the least a language server can do, driven exactly like leaf-lsp.
 *
 *   echo-server            reads LSP frames on stdin; answers every request with an empty result
 *                          and every didOpen/didChange with an empty publishDiagnostics carrying
 *                          the document's URI and version.
 *   echo-server read DIR   reads every file below DIR (the floor of `leaf-lsp check`).
 */
#define _GNU_SOURCE
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static long total_bytes;

static int read_file(const char *path, const struct stat *info, int type, struct FTW *ftw) {
  (void)info;
  (void)ftw;
  if (type != FTW_F) return 0;
  FILE *file = fopen(path, "rb");
  if (!file) return 0;
  char buffer[1 << 16];
  size_t count;
  while ((count = fread(buffer, 1, sizeof buffer, file)) > 0) total_bytes += (long)count;
  fclose(file);
  return 0;
}

static void write_all(const char *data, size_t length) {
  while (length > 0) {
    ssize_t written = write(1, data, length);
    if (written <= 0) exit(1);
    data += written;
    length -= (size_t)written;
  }
}

static void send_body(const char *body) {
  char header[64];
  int length = snprintf(header, sizeof header, "Content-Length: %zu\r\n\r\n", strlen(body));
  write_all(header, (size_t)length);
  write_all(body, strlen(body));
}

/* Copies the JSON value after `"key":` (a string without escapes, or a number) into out. */
static int field(const char *json, const char *key, char *out, size_t size) {
  char pattern[64];
  snprintf(pattern, sizeof pattern, "\"%s\":", key);
  const char *at = strstr(json, pattern);
  if (!at) return 0;
  at += strlen(pattern);
  size_t n = 0;
  if (*at == '"') {
    at++;
    while (*at && *at != '"' && n + 1 < size) out[n++] = *at++;
  } else {
    while (*at && *at != ',' && *at != '}' && n + 1 < size) out[n++] = *at++;
  }
  out[n] = 0;
  return 1;
}

static void handle(const char *json) {
  static char reply[8192];
  char id[64], method[128], uri[4096], version[32];
  int has_method = field(json, "method", method, sizeof method);
  if (field(json, "id", id, sizeof id) && has_method) {
    const char *result = "null";
    if (strcmp(method, "initialize") == 0) result = "{\"capabilities\":{\"textDocumentSync\":2}}";
    if (strcmp(method, "textDocument/diagnostic") == 0) result = "{\"kind\":\"full\",\"items\":[]}";
    snprintf(reply, sizeof reply, "{\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":%s}", id, result);
    send_body(reply);
    return;
  }
  if (!has_method) return;
  if (strcmp(method, "exit") == 0) exit(0);
  if (strcmp(method, "textDocument/didOpen") == 0 || strcmp(method, "textDocument/didChange") == 0) {
    if (!field(json, "uri", uri, sizeof uri) || !field(json, "version", version, sizeof version)) return;
    snprintf(reply, sizeof reply,
             "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\",\"params\":"
             "{\"uri\":\"%s\",\"version\":%s,\"diagnostics\":[]}}",
             uri, version);
    send_body(reply);
  }
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "read") == 0) {
    nftw(argv[2], read_file, 32, FTW_PHYS);
    printf("%ld bytes\n", total_bytes);
    return 0;
  }
  size_t capacity = 1 << 20, used = 0;
  char *buffer = malloc(capacity);
  for (;;) {
    char *end = used ? memmem(buffer, used, "\r\n\r\n", 4) : NULL;
    if (end) {
      *end = 0;
      char *length_at = strstr(buffer, "Content-Length:");
      size_t length = length_at ? (size_t)strtoul(length_at + 15, NULL, 10) : 0;
      size_t start = (size_t)(end - buffer) + 4;
      if (used >= start + length) {
        char saved = buffer[start + length];
        buffer[start + length] = 0;
        handle(buffer + start);
        buffer[start + length] = saved;
        memmove(buffer, buffer + start + length, used - start - length);
        used -= start + length;
        continue;
      }
      *end = '\r';
      if (start + length + 1 > capacity) {
        capacity = start + length + 1;
        buffer = realloc(buffer, capacity);
      }
    }
    if (used + 65536 > capacity) {
      capacity *= 2;
      buffer = realloc(buffer, capacity);
    }
    ssize_t count = read(0, buffer + used, capacity - used - 1);
    if (count <= 0) return 0;
    used += (size_t)count;
  }
}
