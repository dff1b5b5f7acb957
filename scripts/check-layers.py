#!/usr/bin/env python3
#===- check-layers.py - The library layering the build must keep ---------===#
#
# Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===------------------------------------------------------------------------===#
"""Check that htam's libraries form layers: data flows one way.

Reads, from a source tree ROOT (default: the checkout holding this script):
  - the libraries: each add_library(NAME ...) in ROOT/lib/<Dir>/CMakeLists.txt;
    a file named in a library's add_library or target_sources (sources and
    headers, ${VAR} of a set() in that file, ${PROJECT_SOURCE_DIR} and
    ${CMAKE_CURRENT_SOURCE_DIR} expanded) belongs to that library; any other
    file of lib/<Dir> and include/htam/<Dir>/ (or include/htam/<Dir>.h, as
    InitAll.h and Version.h) belongs to the folder's main library: HTAM<Dir>
    when the folder defines it, else its first. So one folder may hold
    several layers (lib/Runtime: HTAMKernelSpec, HTAMCompile, HTAMRuntime),
    each file listed under its own;
  - the link graph: target_link_libraries(NAME ... DEP ...) of those
    libraries, every branch of an if() counted, edges between htam
    libraries only;
  - the include graph: every `#include "htam/<Dir>/..."` (or <htam/...>) in
    lib/<Dir>/** (sources and private headers) and include/htam/<Dir>/**,
    plus quoted includes of a file of lib/ (found beside the including file)
    that another library owns: one of the same folder is an include edge
    like a public one, one of another folder also a private-include.

Findings (one line each, `file:line: error: [kind] what and why`):
  link-cycle       the link graph has a cycle (a strongly connected
                   component of two or more libraries, or a self-link);
  include-cycle    the include graph between libraries has a cycle;
  unlinked-include a library includes a header of a library that it does not
                   link, directly or transitively;
  unknown-include  `htam/<X>/...` names no library folder;
  private-include  a relative include reaching into another library's
                   private folder (lib/<Other>/);
  allow-list       an allow-list line that is malformed, has no reason naming
                   an issue, or allows a finding that no longer occurs (remove
                   it: the violation must not come back unnoticed).

Known findings are listed in the allow-list (default
ROOT/scripts/layers-allowed.txt, when present), one per line:
    <kind> <subject...> -- <reason naming the issue, e.g. "issue 23">
Subjects: `link-cycle A B ...` and `include-cycle A B ...` (the cycle's
libraries, sorted), `unlinked-include <file> <header>`, `unknown-include
<file> <header>`, `private-include <file> <header>`. An allowed finding is
printed as a note and does not fail the check; any other finding does.

The last line is the summary:
    check-layers: N libraries, L link edges, I include edges, F findings, A allowed
Exit status: 0 without findings (allowed ones aside), 1 with findings, 2 on a
usage error or a tree that cannot be read.
"""

import argparse
import os
import re
import sys

INCLUDE_RE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]')
SOURCE_EXTS = (".h", ".hpp", ".hh", ".cpp", ".cc", ".cxx", ".c", ".inc",
               ".cuh", ".cu", ".def", ".in")


class TreeError(Exception):
    pass


# --- CMake --------------------------------------------------------------------

def cmake_commands(path):
    """Yields (line, command name lower-cased, [arguments]) of a CMake file.

    Enough of the CMake grammar for target declarations: line comments,
    bracket comments, quoted and bracket arguments, nested parentheses.
    """
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    i, n, line = 0, len(text), 1
    ident = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")

    def skip_comment(i, line):
        # At '#': a bracket comment #[[...]] / #[=[...]=] or a line comment.
        m = re.match(r"#\[(=*)\[", text[i:])
        if m:
            end = text.find("]" + m.group(1) + "]", i + m.end())
            end = n if end < 0 else end + len(m.group(1)) + 2
        else:
            end = text.find("\n", i)
            end = n if end < 0 else end
        return end, line + text.count("\n", i, end)

    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        elif c == "#":
            i, line = skip_comment(i, line)
        else:
            m = ident.match(text, i)
            if not m:
                i += 1
                continue
            name, start_line = m.group(0).lower(), line
            i = m.end()
            while i < n and text[i] in " \t":
                i += 1
            if i >= n or text[i] != "(":
                continue
            i += 1
            args, depth, cur = [], 1, None
            while i < n and depth:
                c = text[i]
                if c == "\n":
                    line += 1
                if c == "#":
                    if cur is not None:
                        args.append(cur)
                        cur = None
                    i, line = skip_comment(i, line)
                    continue
                if c == '"':
                    end = i + 1
                    while end < n and text[end] != '"':
                        end += 2 if text[end] == "\\" else 1
                    line += text.count("\n", i, end)
                    cur = (cur or "") + text[i + 1:end]
                    i = end + 1
                    continue
                bm = re.match(r"\[(=*)\[", text[i:i + 64])
                if bm:
                    close = "]" + bm.group(1) + "]"
                    end = text.find(close, i + bm.end())
                    end = n if end < 0 else end
                    line += text.count("\n", i, end)
                    cur = (cur or "") + text[i + bm.end():end]
                    i = end + len(close)
                    continue
                if c == "(":
                    depth += 1
                elif c == ")":
                    depth -= 1
                    if depth == 0:
                        i += 1
                        break
                if c.isspace() or c in "()":
                    if cur is not None:
                        args.append(cur)
                        cur = None
                else:
                    cur = (cur or "") + c
                i += 1
            if cur is not None:
                args.append(cur)
            yield start_line, name, args


VAR_RE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
LIBRARY_KEYWORDS = {"STATIC", "SHARED", "MODULE", "OBJECT", "INTERFACE",
                    "EXCLUDE_FROM_ALL", "PRIVATE", "PUBLIC"}


def expand(arg, variables):
    """${VAR} of the variables (lists joined by ';'), others left as is."""
    return VAR_RE.sub(lambda m: ";".join(variables[m.group(1)])
                      if m.group(1) in variables else m.group(0), arg)


def read_libraries(root, file_owner=None):
    """Returns (libs, folder_lib, links).

    libs: {name: (cmake file relative to root, line)};
    folder_lib: {lib/<Dir> folder name: the folder's main library};
    links: {name: [(dep, file, line)]}, deps among htam libraries only;
    file_owner (filled when given): {file relative to root: library} for
    the files each library lists.
    """
    lib_dir = os.path.join(root, "lib")
    if not os.path.isdir(lib_dir):
        raise TreeError("%s: no lib/ folder" % root)
    libs, folder_lib, raw_links = {}, {}, []
    owners = {} if file_owner is None else file_owner
    for folder in sorted(os.listdir(lib_dir)):
        cmake = os.path.join(lib_dir, folder, "CMakeLists.txt")
        if not os.path.isfile(cmake):
            continue
        rel = os.path.relpath(cmake, root)
        here = os.path.dirname(cmake)
        variables = {"PROJECT_SOURCE_DIR": [root], "CMAKE_SOURCE_DIR": [root],
                     "CMAKE_CURRENT_SOURCE_DIR": [here],
                     "CMAKE_CURRENT_LIST_DIR": [here]}
        folder_libs = []

        def own(target, files):
            for f in files:
                for item in expand(f, variables).split(";"):
                    if not item or item in LIBRARY_KEYWORDS or "$" in item:
                        continue
                    path = os.path.normpath(os.path.join(here, item))
                    frel = os.path.relpath(path, root)
                    if not frel.startswith(".." + os.sep):
                        owners.setdefault(frel, target)

        for line, name, args in cmake_commands(cmake):
            if name == "set" and args and "CACHE" not in args:
                values = [v for a in args[1:] if a != "PARENT_SCOPE"
                          for v in expand(a, variables).split(";") if v]
                variables[args[0]] = values
            elif name == "add_library" and args:
                if "IMPORTED" in args or "ALIAS" in args:
                    continue
                libs.setdefault(args[0], (rel, line))
                folder_libs.append(args[0])
                own(args[0], args[1:])
            elif name == "target_sources" and len(args) > 1:
                raw_links.append((None, args, rel, line))
            elif name == "target_link_libraries" and len(args) > 1:
                raw_links.append((args[0], args[1:], rel, line))
        for target, args, _, _ in [r for r in raw_links if r[0] is None]:
            if args[0] in folder_libs:
                own(args[0], args[1:])
        raw_links = [r for r in raw_links if r[0] is not None]
        if folder_libs:
            main = "HTAM" + folder
            folder_lib[folder] = main if main in folder_libs else \
                folder_libs[0]
    links = {name: [] for name in libs}
    for target, deps, rel, line in raw_links:
        if target not in libs:
            continue
        for dep in deps:
            if dep in libs and all(d != dep for d, _, _ in links[target]):
                links[target].append((dep, rel, line))
    return libs, folder_lib, links


# --- Includes -----------------------------------------------------------------

def source_files(root, top):
    base = os.path.join(root, top)
    for dirpath, dirnames, filenames in os.walk(base):
        dirnames.sort()
        for f in sorted(filenames):
            if f.endswith(SOURCE_EXTS):
                yield os.path.join(dirpath, f)


def owner_of(rel, folder_lib, file_owner):
    """The library owning a file (relative path), or None."""
    if rel in file_owner:
        return file_owner[rel]
    parts = rel.split(os.sep)
    if len(parts) >= 3 and parts[0] == "lib":
        return folder_lib.get(parts[1])
    if len(parts) >= 3 and parts[0] == "include" and parts[1] == "htam":
        if len(parts) == 3:
            return folder_lib.get(header_folder(parts[2]))
        return folder_lib.get(parts[2])
    return None


def header_folder(name):
    """include/htam/InitAll.h -> InitAll (Version.h, Version.inc -> Version)."""
    return name.split(".", 1)[0]


def read_includes(root, folder_lib, file_owner):
    """Yields (file, line, owner, header text, target library or None, kind).

    kind: "public" (htam/...), "private" (a relative include into another
    lib/ folder), "sibling" (a private file of another library of the same
    lib/ folder), "unknown" (htam/<X> with no library).
    """
    lib_root = os.path.realpath(os.path.join(root, "lib"))
    real_root = os.path.realpath(root)
    files = list(source_files(root, "lib")) + \
        list(source_files(root, os.path.join("include", "htam")))
    for path in files:
        rel = os.path.relpath(path, root)
        owner = owner_of(rel, folder_lib, file_owner)
        if owner is None:
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            for lineno, text in enumerate(f, 1):
                m = INCLUDE_RE.match(text)
                if not m:
                    continue
                header = m.group(2)
                if header.startswith("htam/"):
                    parts = header.split("/")
                    folder = parts[1] if len(parts) > 2 else \
                        header_folder(parts[1])
                    target = folder_lib.get(folder)
                    if target:
                        target = file_owner.get(
                            os.path.join("include", *parts), target)
                    yield rel, lineno, owner, header, target, \
                        "public" if target else "unknown"
                elif m.group(1) == '"':
                    dest = os.path.realpath(
                        os.path.join(os.path.dirname(path), header))
                    if not dest.startswith(lib_root + os.sep) or \
                            not os.path.isfile(dest):
                        continue
                    folder = os.path.relpath(dest, lib_root).split(os.sep)[0]
                    target = owner_of(os.path.relpath(dest, real_root),
                                      folder_lib, file_owner)
                    if not target or target == owner:
                        continue
                    here = os.path.relpath(os.path.realpath(path),
                                           lib_root).split(os.sep)
                    same = len(here) > 1 and here[0] == folder
                    yield rel, lineno, owner, header, target, \
                        "sibling" if same else "private"


# --- Graphs -------------------------------------------------------------------

def sccs(nodes, succ):
    """Tarjan's strongly connected components, deterministic order."""
    index, low, on_stack, stack, out = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(succ.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(sorted(comp))

    sys.setrecursionlimit(max(1000, 10 * len(nodes) + 100))
    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


def cycle_in(comp, succ):
    """One cycle through the component's first library: [a, b, ..., a]."""
    start, members = comp[0], set(comp)
    if start in succ.get(start, ()):
        return [start, start]
    # Breadth-first from start back to start inside the component.
    prev, frontier, seen = {}, [start], {start}
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(succ.get(v, ())):
                if w == start:
                    path = [v]
                    while path[-1] != start:
                        path.append(prev[path[-1]])
                    return list(reversed(path)) + [start]
                if w in members and w not in seen:
                    seen.add(w)
                    prev[w] = v
                    nxt.append(w)
        frontier = nxt
    return comp + [comp[0]]


def closure(links):
    reach = {}
    for lib in links:
        seen, todo = set(), [d for d, _, _ in links[lib]]
        while todo:
            d = todo.pop()
            if d not in seen:
                seen.add(d)
                todo.extend(x for x, _, _ in links.get(d, ()))
        reach[lib] = seen
    return reach


# --- Allow-list ---------------------------------------------------------------

KINDS = ("link-cycle", "include-cycle", "unlinked-include", "unknown-include",
         "private-include")


def read_allow(path):
    """Returns ({key: (line, reason)}, [findings about the file itself])."""
    allowed, problems = {}, []
    if not path:
        return allowed, problems
    with open(path, encoding="utf-8") as f:
        for lineno, text in enumerate(f, 1):
            text = text.strip()
            if not text or text.startswith("#"):
                continue
            where = "%s:%d" % (path, lineno)
            key, sep, reason = text.partition(" -- ")
            words = key.split()
            if not words or words[0] not in KINDS or len(words) < 2:
                problems.append((where, "allow-list",
                                 "not `<kind> <subject...> -- <reason>` with "
                                 "a kind of %s" % ", ".join(KINDS)))
                continue
            if not sep or not re.search(r"\bissue \d+", reason):
                problems.append((where, "allow-list",
                                 "`%s` has no reason naming an issue "
                                 "(`... -- why (issue N)`)" % key.strip()))
                continue
            if words[0].endswith("-cycle"):
                words = [words[0]] + sorted(words[1:])
            allowed[" ".join(words)] = (lineno, reason.strip())
    return allowed, problems


# --- Main ---------------------------------------------------------------------

def check(root, allow_path):
    file_owner = {}
    libs, folder_lib, links = read_libraries(root, file_owner)
    if not libs:
        raise TreeError("%s: no add_library in lib/*/CMakeLists.txt" % root)
    link_succ = {lib: {d for d, _, _ in links[lib]} for lib in libs}
    reach = closure(links)

    findings = []  # (location, kind, key, message)

    # (a) link cycles.
    for comp in sccs(libs, link_succ):
        if len(comp) == 1 and comp[0] not in link_succ[comp[0]]:
            continue
        path = cycle_in(comp, link_succ)
        a, b = path[0], path[1]
        _, rel, line = next(e for e in links[a] if e[0] == b)
        edges = []
        for x, y in zip(path, path[1:]):
            _, r, l = next(e for e in links[x] if e[0] == y)
            edges.append("%s -> %s (%s:%d)" % (x, y, r, l))
        findings.append((
            "%s:%d" % (rel, line), "link-cycle",
            "link-cycle " + " ".join(comp),
            "link cycle %s: %s; a library cannot be built or linked before "
            "itself, so one of these links must go" %
            (" -> ".join(path), ", ".join(edges))))

    # The include graph, with the first include witnessing each edge.
    inc_edges, include_findings = {}, []
    for rel, line, owner, header, target, kind in read_includes(
            root, folder_lib, file_owner):
        where = "%s:%d" % (rel, line)
        if kind == "unknown":
            include_findings.append((
                where, "unknown-include",
                "unknown-include %s %s" % (rel, header),
                "%s includes \"%s\", which names no library (no lib/%s/ "
                "with an add_library)" % (owner, header, header.split("/")[1]
                                          .split(".")[0])))
            continue
        if target == owner:
            continue
        inc_edges.setdefault((owner, target), (rel, line, header))
        if kind == "private":
            include_findings.append((
                where, "private-include",
                "private-include %s %s" % (rel, header),
                "%s includes \"%s\", a private header of %s; use its public "
                "header under include/htam/" % (owner, header, target)))
        if target not in reach[owner]:
            include_findings.append((
                where, "unlinked-include",
                "unlinked-include %s %s" % (rel, header),
                "%s includes \"%s\" of %s but does not link %s, directly or "
                "transitively; link it (if that makes no cycle) or move what "
                "is needed down a layer" % (owner, header, target, target)))
    inc_succ = {lib: set() for lib in libs}
    for a, b in inc_edges:
        inc_succ[a].add(b)

    # (b) include cycles.
    for comp in sccs(libs, inc_succ):
        if len(comp) == 1:
            continue
        path = cycle_in(comp, inc_succ)
        edges = []
        for x, y in zip(path, path[1:]):
            r, l, h = inc_edges[(x, y)]
            edges.append("%s -> %s (%s:%d \"%s\")" % (x, y, r, l, h))
        r, l, _ = inc_edges[(path[0], path[1])]
        findings.append((
            "%s:%d" % (r, l), "include-cycle",
            "include-cycle " + " ".join(comp),
            "include cycle %s: %s; the layers are no longer one-way, so "
            "these libraries cannot be understood, tested or split apart "
            "alone" % (" -> ".join(path), "; ".join(edges))))

    findings.extend(include_findings)

    if allow_path and os.path.abspath(allow_path).startswith(
            os.path.abspath(root) + os.sep):
        allow_path = os.path.relpath(allow_path, root)
        allowed, problems = read_allow(os.path.join(root, allow_path))
    else:
        allowed, problems = read_allow(allow_path)
    used, notes, errors = set(), [], []
    for where, kind, key, message in findings:
        if key in allowed:
            used.add(key)
            line, reason = allowed[key]
            issue = re.search(r"\bissue \d+", reason).group(0)
            notes.append("%s: note: [%s] %s (allowed: %s:%d, %s)" %
                         (where, kind, message, os.path.basename(allow_path),
                          line, issue))
        else:
            errors.append("%s: error: [%s] %s" % (where, kind, message))
    for where, kind, message in problems:
        errors.append("%s: error: [%s] %s" % (where, kind, message))
    for key, (line, _) in sorted(allowed.items(), key=lambda kv: kv[1][0]):
        if key not in used:
            errors.append(
                "%s:%d: error: [allow-list] `%s` no longer occurs; remove the "
                "line so that it cannot come back unnoticed" %
                (allow_path, line, key))

    n_links = sum(len(v) for v in links.values())
    return notes, errors, (len(libs), n_links, len(inc_edges), len(errors),
                           len(notes))


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(
        description="Fail on link or include cycles between htam's "
        "libraries and on includes of libraries not linked.")
    parser.add_argument("root", nargs="?", default=os.path.dirname(here),
                        help="source tree (default: this checkout)")
    parser.add_argument("--allow", metavar="FILE",
                        help="allow-list of known findings (default: "
                        "ROOT/scripts/layers-allowed.txt if present)")
    parser.add_argument("--no-allow", action="store_true",
                        help="use no allow-list: report every finding")
    parser.add_argument("--graph", action="store_true",
                        help="also print the link and include edges")
    args = parser.parse_args(argv)

    root = os.path.abspath(args.root)
    allow = None
    if not args.no_allow:
        allow = args.allow or os.path.join(root, "scripts",
                                           "layers-allowed.txt")
        if not os.path.isfile(allow):
            if args.allow:
                print("check-layers: %s: no such file" % allow,
                      file=sys.stderr)
                return 2
            allow = None
    try:
        if args.graph:
            file_owner = {}
            libs, folder_lib, links = read_libraries(root, file_owner)
            for lib in sorted(links):
                for dep, rel, line in links[lib]:
                    print("link %s -> %s (%s:%d)" % (lib, dep, rel, line))
            seen = set()
            for rel, line, owner, header, target, _ in read_includes(
                    root, folder_lib, file_owner):
                if target and target != owner and (owner, target) not in seen:
                    seen.add((owner, target))
            for a, b in sorted(seen):
                print("include %s -> %s" % (a, b))
        notes, errors, counts = check(root, allow)
    except (TreeError, OSError) as e:
        print("check-layers: %s" % e, file=sys.stderr)
        return 2
    for line in notes + errors:
        print(line)
    print("check-layers: %d libraries, %d link edges, %d include edges, "
          "%d findings, %d allowed" % counts)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
