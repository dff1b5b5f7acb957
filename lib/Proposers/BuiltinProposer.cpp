//===- BuiltinProposer.cpp - The deterministic built-in proposer ----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Local selection and generation without an LLM: the memory ranks the cards,
// the strategy library says which it can implement for this task and ranks
// each card's parameter configurations; the first untried one is generated.
//
//===----------------------------------------------------------------------===//

#include "htam/Proposers/Proposer.h"

#include "PipelineCandidates.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/xxhash.h"

using namespace mlir;
using namespace mlir::htam;

Proposer::~Proposer() = default;

std::string mlir::htam::sourceKey(llvm::StringRef source) {
  // Comment lines (the generator's header names the parameters) do not make
  // two kernels different.
  std::string code;
  llvm::SmallVector<llvm::StringRef> lines;
  source.split(lines, '\n');
  for (llvm::StringRef line : lines)
    if (!line.ltrim().starts_with("//"))
      (code += line) += '\n';
  return llvm::formatv("src:{0:x16}", llvm::xxh3_64bits(code)).str();
}

std::string mlir::htam::candidateKey(llvm::StringRef source,
                                     llvm::ArrayRef<KernelLaunch> launches) {
  std::string text = source.str();
  // Not a comment line: sourceKey keeps it.
  for (const KernelLaunch &launch : launches)
    (text += "\n#launch ") += launch.str();
  return sourceKey(text);
}

namespace {

/// How many parameter configurations of one card the search considers.
constexpr unsigned kMaxConfigs = 8;

/// The card's parameter space, as the strategy library takes it.
std::vector<ParamDomain> cardSpace(const memory::LocalCard &card) {
  std::vector<ParamDomain> space;
  for (const memory::Param &p : card.Params)
    space.push_back({p.Name, p.Values});
  return space;
}

std::string proposalKey(llvm::StringRef impl, const TemplateParams &params) {
  return (impl + "{" + params.str() + "}").str();
}

class BuiltinProposer final : public Proposer {
public:
  explicit BuiltinProposer(const PipelineCatalog *pipelines)
      : pipelines(pipelines) {}
  llvm::StringRef name() const override { return "builtin"; }

  /// The first untried pass pipeline of a `pipeline:` card.
  std::optional<std::string> nextPipeline(const ProposalContext &ctx,
                                          const memory::LocalCard &card,
                                          const PipelineImpl &impl,
                                          std::string &why) {
    if (!pipelines || !pipelines->contains(impl.name)) {
      why += card.Id + ": " + impl.name + " not built in; ";
      return std::nullopt;
    }
    for (const std::string &options : pipelineConfigs(impl, card)) {
      std::string text = "builtin.module(" + impl.name + "{" + options + "})";
      if (ctx.tried->contains(text))
        continue;
      std::string error;
      if (!pipelines->builds(impl.name, options, error)) {
        why += card.Id + ": " + error + "; ";
        continue;
      }
      return text;
    }
    why += card.Id + ": every configuration tried; ";
    return std::nullopt;
  }

  /// True when the card can still make a candidate.
  bool applicable(const ProposalContext &ctx, const memory::LocalCard &card,
                  std::string &why) {
    if (std::optional<PipelineImpl> impl =
            parsePipelineImpl(card.Implementation))
      return nextPipeline(ctx, card, *impl, why).has_value();
    return nextConfig(ctx, card, why).has_value();
  }

  /// The first untried configuration of `card`, if it is implementable.
  std::optional<TemplateParams> nextConfig(const ProposalContext &ctx,
                                           const memory::LocalCard &card,
                                           std::string &why) {
    if (card.LlmOnly || card.Implementation.empty()) {
      why += card.Id + ": llm-only; ";
      return std::nullopt;
    }
    std::string unsupported;
    if (!lookupStrategyTemplate(card.Implementation)) {
      why += card.Id + ": " + card.Implementation + " not built in; ";
      return std::nullopt;
    }
    if (!templateSupports(card.Implementation, ctx.task, &unsupported)) {
      why += card.Id + ": " + unsupported + "; ";
      return std::nullopt;
    }
    for (const TemplateParams &params :
         rankParameterConfigs(card.Implementation, *ctx.analysis,
                              cardSpace(card), kMaxConfigs)) {
      if (ctx.tried->contains(proposalKey(card.Implementation, params)))
        continue;
      // A configuration whose parameters do not change the generated code
      // (one the task fixes) would only repeat an earlier candidate.
      std::string error;
      FailureOr<GeneratedKernel> kernel =
          generateKernelQuiet(ctx.task, card.Implementation, params, error);
      if (succeeded(kernel) &&
          ctx.tried->contains(candidateKey(kernel->source, kernel->launches)))
        continue;
      return params;
    }
    why += card.Id + ": every distinct configuration tried; ";
    return std::nullopt;
  }

  std::optional<std::string> selectLocal(const ProposalContext &ctx,
                                         std::string &why) override {
    for (const memory::CardScore &score : ctx.rankedCards) {
      const memory::LocalCard *card = ctx.memory->findCard(score.Id);
      if (card && applicable(ctx, *card, why))
        return card->Id;
    }
    return std::nullopt;
  }

  FailureOr<Proposal> generate(const ProposalContext &ctx,
                               llvm::StringRef cardId,
                               std::string &why) override {
    const memory::LocalCard *card = ctx.memory->findCard(cardId);
    if (!card) {
      why = "unknown card " + cardId.str();
      return failure();
    }
    if (std::optional<PipelineImpl> impl =
            parsePipelineImpl(card->Implementation)) {
      std::optional<std::string> pipeline =
          nextPipeline(ctx, *card, *impl, why);
      if (!pipeline)
        return failure();
      Proposal p;
      p.card = card->Id;
      p.implementation = card->Implementation;
      p.key = *pipeline;
      p.pipeline = *pipeline;
      p.plan = card->Name + " via " + *pipeline;
      return p;
    }
    std::optional<TemplateParams> params = nextConfig(ctx, *card, why);
    if (!params)
      return failure();
    Proposal p;
    p.card = card->Id;
    p.implementation = card->Implementation;
    p.key = proposalKey(card->Implementation, *params);
    std::string error;
    FailureOr<GeneratedKernel> kernel =
        generateKernelQuiet(ctx.task, card->Implementation, *params, error);
    if (failed(kernel)) {
      why = error;
      return failure();
    }
    p.kernel = std::move(*kernel);
    p.plan = card->Name + " via " + p.key;
    return p;
  }

private:
  /// The driver's direction pipelines; null: no `pipeline:` card applies.
  const PipelineCatalog *pipelines;
};

/// See createFaultInjectingProposer.
class FaultInjectingProposer final : public Proposer {
public:
  FaultInjectingProposer(std::unique_ptr<Proposer> inner, CandidateFault fault)
      : inner(std::move(inner)), fault(fault) {}
  llvm::StringRef name() const override { return inner->name(); }
  std::optional<std::string> selectLocal(const ProposalContext &ctx,
                                         std::string &why) override {
    return inner->selectLocal(ctx, why);
  }
  FailureOr<Proposal> generate(const ProposalContext &ctx, llvm::StringRef card,
                               std::string &why) override {
    FailureOr<Proposal> p = inner->generate(ctx, card, why);
    if (failed(p))
      return p;
    if (fault == CandidateFault::Generate) {
      why = "injected generation failure";
      return failure();
    }
    if (!p->pipeline.empty())
      p->pipeline = "builtin.module(htam-injected-failure-pipeline)";
    else
      p->kernel.source += "\n#error injected compile failure\n";
    return p;
  }
  bool lastFailureIsOutage() const override {
    return inner->lastFailureIsOutage();
  }
  std::string runFailure() const override { return inner->runFailure(); }
  llvm::json::Value takeStepRecord() override {
    return inner->takeStepRecord();
  }
  llvm::json::Value runRecord() const override { return inner->runRecord(); }
  std::string reportSection() const override { return inner->reportSection(); }

private:
  std::unique_ptr<Proposer> inner;
  CandidateFault fault;
};

} // namespace

std::unique_ptr<Proposer>
mlir::htam::createFaultInjectingProposer(std::unique_ptr<Proposer> inner,
                                         CandidateFault fault) {
  if (fault == CandidateFault::None)
    return inner;
  return std::make_unique<FaultInjectingProposer>(std::move(inner), fault);
}

std::unique_ptr<Proposer>
mlir::htam::createBuiltinProposer(const PipelineCatalog *pipelines) {
  return std::make_unique<BuiltinProposer>(pipelines);
}
