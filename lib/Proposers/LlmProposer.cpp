//===- LlmProposer.cpp - Local selection and code generation by an LLM ----===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Two calls per step, as in the paper (Appendix C.9): local_selection hands
// the top cards under the chosen direction, with their evidence, to the
// model; code_generation hands it the card, the plan, the operator, the
// previous candidate with its feedback and the exact kernel contract. An
// answer that cannot be used (no code block, several kernels, a wrong entry,
// bad launch JSON, an unknown card, a cut-off answer), a kernel identical to
// an earlier one, or one that nvrtc rejects goes back to the model in a
// repair call; after options.maxRepairs repairs the step fails cleanly with
// the problem recorded (an unusable selection falls back to the top-ranked
// card). Every call's tokens and cost go into the step's trajectory entry.
//
//===----------------------------------------------------------------------===//

#include "htam/Proposers/LlmProposer.h"

#include "Prompts.h"

#include "htam/LLM/Answer.h"
#include "htam/Proposers/CompileCheck.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>

using namespace mlir;
using namespace mlir::htam;
namespace json = llvm::json;

namespace {

/// A number for JSON: NaN (unknown) becomes null.
json::Value num(double v) {
  return std::isnan(v) ? json::Value(nullptr) : json::Value(v);
}

/// The state summary of SPEC §4 as the model sees it.
std::string stateText(const memory::State &s) {
  json::Array shapes;
  for (const std::vector<int64_t> &shape : s.Shapes)
    shapes.push_back(json::Array(shape));
  json::Object o{{"step", int64_t(s.Step)},
                 {"op_class", s.OpClass},
                 {"shapes", std::move(shapes)},
                 {"dtype", s.DType},
                 {"flops", num(s.Flops)},
                 {"bytes", num(s.Bytes)},
                 {"intensity", num(s.Intensity)},
                 {"bound", s.Bound},
                 {"baseline_ms", num(s.BaselineTimeMs)},
                 {"best_ms", num(s.BestTimeMs)},
                 {"current_ms", num(s.CurrentTimeMs)},
                 {"speedup", num(s.Speedup)},
                 {"last_compile", s.LastCompile},
                 {"last_correct", s.LastCorrect},
                 {"error_class", s.ErrorClass},
                 {"stagnation", int64_t(s.Stagnation)},
                 {"recent_directions", json::Array(s.RecentGlobals)},
                 {"recent_cards", json::Array(s.RecentLocals)},
                 {"registers", num(s.Registers)},
                 {"spill_bytes", num(s.Spills)},
                 {"shared_mem_bytes", num(s.SharedMemBytes)},
                 {"bandwidth_fraction", num(s.BandwidthFraction)}};
  return llvm::formatv("{0:2}", json::Value(std::move(o))).str();
}

std::string dims(llvm::ArrayRef<int64_t> shape) {
  if (shape.empty())
    return "1";
  return llvm::join(
      llvm::map_range(shape, [](int64_t d) { return std::to_string(d); }), "x");
}

/// The kernel contract: the operator's arguments (task arguments, then
/// results) in order, as device buffers.
bool contractText(const ProposalContext &ctx, std::string &text,
                  size_t &numArgs, std::string &why) {
  const OperatorTask &a = *ctx.analysis;
  if (!a.elementType || !a.elementType.isF32()) {
    why = "the llm proposer handles f32 operators only";
    return false;
  }
  text = "The kernels receive device pointers to the operator's arguments, "
         "in this order (fp32, row-major, contiguous):\n";
  numArgs = 0;
  for (const auto &shape : a.inputShapes)
    text += llvm::formatv("- arg {0}: in f32[{1}] (read only: never write "
                          "it)\n",
                          numArgs++, dims(shape));
  for (const auto &shape : a.outputShapes)
    text += llvm::formatv("- arg {0}: out f32[{1}] (write every element; it "
                          "starts as NaN)\n",
                          numArgs++, dims(shape));
  return true;
}

/// Calls, tokens and cost.
struct Totals {
  int64_t calls = 0, cached = 0, promptTokens = 0, completionTokens = 0;
  /// Calls the endpoint answered not at all (outages).
  int64_t failed = 0;
  double costUsd = 0;

  void add(const llm::CallRecord &r) {
    ++calls;
    cached += r.cached;
    failed += !r.error.empty();
    promptTokens += r.usage.promptTokens;
    completionTokens += r.usage.completionTokens;
    costUsd += r.costUsd;
  }
  void addTo(json::Object &o) const {
    o["calls"] = calls;
    o["cached"] = cached;
    o["prompt_tokens"] = promptTokens;
    o["completion_tokens"] = completionTokens;
    o["cost_usd"] = costUsd;
    if (failed)
      o["failed_calls"] = failed;
  }
  std::string row(llvm::StringRef label) const {
    return llvm::formatv("| {0} | {1} | {2} | {3} | {4} | {5:f6} |\n", label,
                         calls, cached, promptTokens, completionTokens, costUsd)
        .str();
  }
};

class LlmProposer final : public Proposer {
public:
  LlmProposer(LlmProposerOptions options,
              std::unique_ptr<llm::ChatBackend> backend, std::string name,
              std::string endpoint, llm::Prices prices)
      : options(std::move(options)), backend(std::move(backend)),
        kind(std::move(name)), endpoint(std::move(endpoint)), prices(prices) {}

  llvm::StringRef name() const override { return kind; }

  std::optional<std::string> selectLocal(const ProposalContext &ctx,
                                         std::string &why) override;
  FailureOr<Proposal> generate(const ProposalContext &ctx, llvm::StringRef card,
                               std::string &why) override;
  bool lastFailureIsOutage() const override { return outage; }
  std::string runFailure() const override;
  json::Value takeStepRecord() override;
  json::Value runRecord() const override;
  std::string reportSection() const override;

private:
  /// One call, accounted to the step, the run and the (task, step) row.
  llvm::Expected<llm::ChatResponse>
  call(const ProposalContext &ctx, const std::vector<llm::ChatMessage> &msgs,
       llvm::StringRef purpose, int64_t maxTokens) {
    llm::ChatRequest request;
    request.model = options.model;
    request.messages = msgs;
    request.maxTokens = maxTokens;
    llm::CallRecord record;
    llvm::Expected<llm::ChatResponse> r =
        backend->chat(request, purpose, record);
    lastCallFailed = !record.error.empty();
    if (lastCallFailed)
      lastOutage = record.failure + ": " + record.error;
    step.calls.push_back(record.toJSON());
    step.totals.add(record);
    byPurpose[record.purpose].add(record);
    total.add(record);
    std::string rowKey = llvm::formatv(
        "{0}\t{1}", func::FuncOp(ctx.task).getSymName(), ctx.state->Step);
    if (rows.empty() || rows.back().first != rowKey)
      rows.emplace_back(rowKey, Totals());
    rows.back().second.add(record);
    return r;
  }

  std::vector<llm::ChatMessage> conversation(std::string user) const {
    return {{"system", promptTemplate(kSystemPrompt).str()},
            {"user", std::move(user)}};
  }

  /// Appends the answer and a repair request to `msgs`.
  void askRepair(std::vector<llm::ChatMessage> &msgs, llvm::StringRef answer,
                 llvm::StringRef problem, llvm::StringRef details) {
    msgs.push_back({"assistant", answer.str()});
    msgs.push_back(
        {"user", fillPrompt(kRepairPrompt, {{"problem", problem.str()},
                                            {"details", details.str()}})});
    step.problems.push_back(problem.str());
    ++step.repairs;
  }

  LlmProposerOptions options;
  std::unique_ptr<llm::ChatBackend> backend;
  std::string kind, endpoint;
  llm::Prices prices;

  /// What the current step did (reset by takeStepRecord).
  struct Step {
    json::Array calls;
    json::Array problems;
    Totals totals;
    unsigned repairs = 0;
    std::optional<json::Object> selection;
    std::string compileCheck;
  } step;
  /// The plan of the selected card, for code generation.
  std::map<std::string, std::string> plans;
  /// Per task: the last candidate's source.
  std::map<std::string, std::string> previous;
  std::map<std::string, Totals> byPurpose;
  Totals total;
  /// The last generate() failed for want of an answer (see
  /// Proposer::lastFailureIsOutage).
  bool outage = false;
  /// Whether the last call got no answer, and the last such call's failure
  /// class and message.
  bool lastCallFailed = false;
  std::string lastOutage;
  std::vector<std::pair<std::string, Totals>> rows;
};

std::optional<std::string> LlmProposer::selectLocal(const ProposalContext &ctx,
                                                    std::string &why) {
  std::vector<const memory::LocalCard *> offered;
  std::vector<std::string> ids;
  std::string cards;
  for (const memory::CardScore &score : ctx.rankedCards) {
    if (offered.size() >= options.topCards)
      break;
    const memory::LocalCard *card = ctx.memory->findCard(score.Id);
    if (!card)
      continue;
    offered.push_back(card);
    ids.push_back(card->Id);
    cards += llvm::formatv("- id: {0}\n  name: {1}\n", card->Id, card->Name);
    // The no-local-memory ablation withholds the card's text and evidence.
    if (score.MemoryWithheld)
      continue;
    const memory::Evidence &e = card->Stats;
    cards += llvm::formatv(
        "  edit pattern: {0}\n  expected effect: {1}\n  risks: {2}\n"
        "  evidence: {3} attempts, {4} compiled, {5} correct, {6} improved, "
        "mean log-gain {7:f3}\n  score: {8:f3}\n",
        llvm::StringRef(card->EditPattern).trim(), card->ExpectedEffect,
        llvm::join(card->Risks, "; "), e.Attempts, e.Compiled, e.Correct,
        e.Improved, e.Correct ? e.SumLogGain / double(e.Correct) : 0.0,
        score.Total);
  }
  if (offered.empty()) {
    why +=
        (ctx.direction.empty() ? std::string("flat ranking") : ctx.direction) +
        ": no cards; ";
    return std::nullopt;
  }
  std::string direction = "(flat ranking: no direction was chosen)";
  if (const memory::GlobalNode *g = ctx.memory->findGlobal(ctx.direction))
    direction = llvm::formatv("{0}: {1}. Goal: {2}", g->Id, g->Name, g->Goal);
  std::vector<llm::ChatMessage> msgs = conversation(
      fillPrompt(kSelectionPrompt, {{"state", stateText(*ctx.state)},
                                    {"direction", direction},
                                    {"cards", cards}}));
  std::string problem;
  llm::Selection sel;
  for (unsigned repair = 0;; ++repair) {
    llvm::Expected<llm::ChatResponse> r = call(
        ctx, msgs, repair ? "local_selection_repair" : "local_selection", 1024);
    if (!r) {
      problem =
          "the local_selection call failed: " + llvm::toString(r.takeError());
      break;
    }
    if (llm::parseSelection(r->content, ids, sel, problem))
      break;
    if (repair >= options.maxRepairs)
      break;
    askRepair(msgs, r->content, problem,
              "Answer with one JSON object whose \"card\" is one of: " +
                  llvm::join(ids, ", ") + ".");
    problem.clear();
  }
  json::Object selection;
  if (problem.empty()) {
    plans[sel.card] = sel.plan;
    selection = json::Object{{"card", sel.card}, {"plan", sel.plan}};
  } else {
    // An unusable selection costs the step its model choice, not the step:
    // the memory's top-ranked card is as good a default as any.
    sel.card = offered.front()->Id;
    plans[sel.card] = "";
    selection = json::Object{{"card", sel.card}, {"fallback", problem}};
    step.problems.push_back(problem);
    why += "llm selection unusable (" + problem + "); took the top card; ";
  }
  step.selection = std::move(selection);
  return sel.card;
}

FailureOr<Proposal> LlmProposer::generate(const ProposalContext &ctx,
                                          llvm::StringRef cardId,
                                          std::string &why) {
  outage = false;
  const memory::LocalCard *card = ctx.memory->findCard(cardId);
  if (!card) {
    why = "unknown card " + cardId.str();
    return failure();
  }
  std::string contract;
  size_t numArgs = 0;
  if (!contractText(ctx, contract, numArgs, why))
    return failure();
  func::FuncOp task = ctx.task;
  std::string taskName = task.getSymName().str();
  std::string cardText = llvm::formatv(
      "{0}: {1}\nedit pattern: {2}\nchecks: {3}\nexpected effect: {4}\n",
      card->Id, card->Name, llvm::StringRef(card->EditPattern).trim(),
      llvm::join(card->Checks, "; "), card->ExpectedEffect);
  std::string plan = plans[card->Id];
  std::string prev = "None yet: this is the first candidate.";
  if (auto it = previous.find(taskName); it != previous.end()) {
    const memory::State &s = *ctx.state;
    prev = llvm::formatv(
        "```cuda\n{0}```\nFeedback: compile {1}; correctness {2}; error "
        "class {3}; time {4} ms (best {5} ms, reference {6} ms); registers "
        "{7}, spill bytes {8}.",
        it->second, s.LastCompile.empty() ? "unknown" : s.LastCompile,
        s.LastCorrect.empty() ? "not run" : s.LastCorrect,
        s.ErrorClass.empty() ? "none" : s.ErrorClass, num(s.CurrentTimeMs),
        num(s.BestTimeMs), num(s.BaselineTimeMs), num(s.Registers),
        num(s.Spills));
  }
  std::string mlirText;
  llvm::raw_string_ostream os(mlirText);
  task.print(os);
  std::vector<llm::ChatMessage> msgs = conversation(
      fillPrompt(kGenerationPrompt,
                 {{"state", stateText(*ctx.state)},
                  {"card", cardText},
                  {"plan", plan.empty() ? "(none: follow the card)" : plan},
                  {"mlir", mlirText},
                  {"previous", prev},
                  {"contract", contract},
                  {"arch", options.arch}}));

  // The driver's compile check (nvrtc, on the CPU); none: no check.
  CompileCheck *compiler = options.compileCheck;
  if (!compiler) {
    step.compileCheck = "unavailable: no compile check given";
  } else if (llvm::Error err = compiler->ready()) {
    step.compileCheck = "unavailable: " + llvm::toString(std::move(err));
    compiler = nullptr;
  }
  std::string problem;
  for (unsigned repair = 0;; ++repair) {
    llvm::Expected<llm::ChatResponse> r =
        call(ctx, msgs, repair ? "repair" : "code_generation", 8192);
    if (!r) {
      why = "the " + std::string(repair ? "repair" : "code_generation") +
            " call failed: " + llvm::toString(r.takeError());
      step.problems.push_back(why);
      // A replay that diverged fails without a recorded error: not an outage.
      outage = lastCallFailed;
      return failure();
    }
    llm::CodeAnswer answer;
    std::string details;
    bool last = repair >= options.maxRepairs;
    if (llm::parseCodeAnswer(r->content, r->finishReason, numArgs, answer,
                             problem)) {
      problem.clear();
      if (ctx.tried->contains(candidateKey(answer.source, answer.launches))) {
        problem = "the kernel is identical to an earlier candidate; write a "
                  "different variant";
      } else if (compiler && !last) {
        std::vector<std::string> entries;
        for (const KernelLaunch &l : answer.launches)
          entries.push_back(l.entry);
        llvm::Expected<CompileCheckResult> c =
            compiler->check(answer.source, entries, options.arch);
        if (!c)
          llvm::consumeError(c.takeError()); // nvrtc itself broke: no check
        else if (c->outcome != CompileCheckResult::Outcome::Compiles) {
          // A crash or hang of nvrtc (its own process) is a bad source too.
          problem = c->outcome == CompileCheckResult::Outcome::Crash
                        ? "nvrtc crashes on the kernel (check any inline PTX)"
                    : c->outcome == CompileCheckResult::Outcome::Timeout
                        ? "nvrtc does not finish compiling the kernel"
                        : "nvrtc rejects the kernel";
          details = "Compiler log:\n```\n" +
                    llvm::StringRef(c->log).take_front(4000).str() + "\n```";
        }
      }
      // The last answer is not compile-checked here: the driver compiles it
      // and a compile error becomes the step's recorded outcome.
      if (problem.empty()) {
        Proposal p;
        p.card = card->Id;
        // Replay makes the same candidates as the recorded run: the key
        // names the origin (llm), not the proposer.
        p.implementation = "llm";
        p.kernel.templateId = "llm";
        p.kernel.source = answer.source;
        p.kernel.launches = std::move(answer.launches);
        p.kernel.scratchBytes = std::move(answer.scratchBytes);
        p.kernel.note = "generated by " + options.model;
        p.key = "llm:" + sourceKey(answer.source);
        p.plan = plan.empty() ? card->Name : plan;
        previous[taskName] = answer.source;
        return p;
      }
    }
    if (last) {
      why = llvm::formatv("llm answer unusable after {0} repair(s): {1}",
                          repair, problem);
      step.problems.push_back(why);
      return failure();
    }
    askRepair(msgs, r->content, problem, details);
  }
}

std::string LlmProposer::runFailure() const {
  if (total.calls == 0 || total.failed < total.calls)
    return "";
  std::string last = llvm::StringRef(lastOutage).take_front(300).str();
  std::replace(last.begin(), last.end(), '\n', ' ');
  return llvm::formatv("every LLM call of the run failed ({0} of {0}), so "
                       "it learned nothing from {1}; last failure: {2}",
                       total.calls, endpoint, last)
      .str();
}

json::Value LlmProposer::takeStepRecord() {
  if (step.calls.empty() && step.problems.empty())
    return nullptr;
  json::Object o{{"prompts", json::Array{kSystemPrompt, kSelectionPrompt,
                                         kGenerationPrompt, kRepairPrompt}},
                 {"repairs", int64_t(step.repairs)}};
  // The step's totals, with the calls themselves (not their count) under
  // "calls".
  step.totals.addTo(o);
  o["calls"] = std::move(step.calls);
  if (step.selection)
    o["selection"] = std::move(*step.selection);
  if (!step.problems.empty())
    o["problems"] = std::move(step.problems);
  if (!step.compileCheck.empty())
    o["compile_check"] = step.compileCheck;
  step = Step();
  return o;
}

json::Value LlmProposer::runRecord() const {
  json::Object o{{"proposer", kind},
                 {"model", options.model},
                 {"prompts", json::Array{kSystemPrompt, kSelectionPrompt,
                                         kGenerationPrompt, kRepairPrompt}},
                 {"price_input_per_million", prices.inputPerMillion},
                 {"price_output_per_million", prices.outputPerMillion}};
  total.addTo(o);
  json::Object purposes;
  for (const auto &[purpose, t] : byPurpose) {
    json::Object p;
    t.addTo(p);
    purposes[purpose] = std::move(p);
  }
  o["by_purpose"] = std::move(purposes);
  return o;
}

std::string LlmProposer::reportSection() const {
  std::string md = "## LLM calls\n\n";
  md += llvm::formatv("Proposer {0}, model `{1}`, {2}; prompts {3}, {4}, {5}, "
                      "{6}; prices {7} / {8} USD per million input / output "
                      "tokens.\n\n",
                      kind, options.model, endpoint, kSystemPrompt,
                      kSelectionPrompt, kGenerationPrompt, kRepairPrompt,
                      prices.inputPerMillion, prices.outputPerMillion)
            .str();
  md += "| call | calls | cached | prompt tokens | completion tokens | cost "
        "(USD) |\n| --- | --- | --- | --- | --- | --- |\n";
  for (const auto &[purpose, t] : byPurpose)
    md += t.row(purpose);
  md += total.row("total") + "\n";
  md += "| task | step | calls | cached | prompt tokens | completion tokens "
        "| cost (USD) |\n| --- | --- | --- | --- | --- | --- | --- |\n";
  for (const auto &[key, t] : rows) {
    auto [task, stepNo] = llvm::StringRef(key).split('\t');
    md += t.row((task + " | " + stepNo).str());
  }
  return md + "\n";
}

} // namespace

mlir::htam::CompileCheck::~CompileCheck() = default;

std::unique_ptr<Proposer>
mlir::htam::createLlmProposer(const LlmProposerOptions &options,
                              std::unique_ptr<llm::ChatBackend> backend,
                              llvm::StringRef name, llvm::StringRef endpoint) {
  llvm::Expected<llm::Prices> prices = llm::parsePrices(options.prices);
  llm::Prices p;
  if (prices)
    p = *prices;
  else
    llvm::consumeError(prices.takeError());
  return std::make_unique<LlmProposer>(options, std::move(backend), name.str(),
                                       endpoint.str(), p);
}

llvm::Expected<std::unique_ptr<Proposer>>
mlir::htam::createLlmProposer(const LlmProposerOptions &options) {
  llm::ClientOptions client;
  client.url = options.url;
  if (options.model.empty())
    return llvm::createStringError("proposer=llm needs llm-model=<model name>");
  if (!options.keyEnv.empty()) {
    const char *key = std::getenv(options.keyEnv.c_str());
    if (!key || !*key)
      return llvm::createStringError("the environment variable '" +
                                     options.keyEnv +
                                     "' (llm-key-env) is not set or empty");
    client.apiKey = key;
    llm::registerSecret(client.apiKey);
  }
  llvm::Expected<llm::Prices> prices = llm::parsePrices(options.prices);
  if (!prices)
    return prices.takeError();
  client.prices = *prices;
  client.timeoutSeconds = options.timeoutSeconds;
  client.retry.maxRetries = options.retries;
  client.concurrency = options.concurrency;
  client.cacheDir = options.cacheDir;
  client.transcriptPath = options.transcript;
  auto transport = llm::createCurlTransport();
  if (!transport)
    return transport.takeError();
  auto backend =
      llm::createHttpBackend(std::move(client), std::move(*transport));
  if (!backend)
    return backend.takeError();
  // After createHttpBackend, which registers a password in the URL too.
  std::string endpoint = "endpoint `" + llm::redact(options.url) + "`";
  return createLlmProposer(options, std::move(*backend), "llm", endpoint);
}
