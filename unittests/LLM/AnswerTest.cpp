//===- AnswerTest.cpp - Parsing of LLM answers ----------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "htam/LLM/Answer.h"

#include "gtest/gtest.h"

using namespace mlir::htam;
using namespace mlir::htam::llm;

namespace {

const char *kKernel = "extern \"C\" __global__ void __launch_bounds__(256) "
                      "k(const float *x, float *y) { y[0] = x[0]; }\n";

std::string answer(const std::string &cuda, const std::string &launch) {
  return "Here you go.\n```cuda\n" + cuda + "```\n```json\n" + launch +
         "\n```\n";
}

const char *kLaunch = R"({"launches": [{"entry": "k", "grid": [4, 1, 1],
  "block": 256, "smem": 0, "params": [0, 1]}]})";

TEST(Answer, GlobalNames) {
  EXPECT_EQ(globalFunctionNames(kKernel), std::vector<std::string>{"k"});
  EXPECT_EQ(globalFunctionNames("template <int N> __global__ void a(int x);\n"
                                "static __global__ void b() {}"),
            (std::vector<std::string>{"a", "b"}));
  EXPECT_TRUE(globalFunctionNames("__device__ float f(float x);").empty());
}

TEST(Answer, GoodCodeAnswer) {
  CodeAnswer a;
  std::string problem;
  ASSERT_TRUE(parseCodeAnswer(answer(kKernel, kLaunch), "stop", 2, a, problem))
      << problem;
  ASSERT_EQ(a.launches.size(), 1u);
  EXPECT_EQ(a.launches[0].entry, "k");
  EXPECT_EQ(a.launches[0].config.grid[0], 4u);
  EXPECT_EQ(a.launches[0].config.block[0], 256u);
  EXPECT_EQ(a.launches[0].params.size(), 2u);
  EXPECT_EQ(a.source, kKernel);
  // A single launch object without "launches" is accepted too.
  ASSERT_TRUE(parseCodeAnswer(
      answer(kKernel, R"({"entry": "k", "grid": 1, "block": [32]})"), "stop", 2,
      a, problem))
      << problem;
  EXPECT_TRUE(a.launches[0].params.empty());
}

TEST(Answer, ZeroBlocks) {
  CodeAnswer a;
  std::string problem;
  EXPECT_FALSE(
      parseCodeAnswer("Just use a grid-stride loop.", "stop", 2, a, problem));
  EXPECT_NE(problem.find("no ```cuda code block"), std::string::npos);
}

TEST(Answer, SeveralBlocks) {
  CodeAnswer a;
  std::string problem;
  std::string two = "```cuda\n" + std::string(kKernel) + "```\n```cuda\n" +
                    kKernel + "```\n```json\n" + kLaunch + "\n```\n";
  EXPECT_FALSE(parseCodeAnswer(two, "stop", 2, a, problem));
  EXPECT_NE(problem.find("2 code blocks"), std::string::npos) << problem;
  // A helper snippet beside the one kernel block is harmless.
  std::string helper = "```cuda\n__device__ float sq(float x);\n```\n" +
                       answer(kKernel, kLaunch);
  EXPECT_TRUE(parseCodeAnswer(helper, "stop", 2, a, problem)) << problem;
}

TEST(Answer, WrongEntry) {
  CodeAnswer a;
  std::string problem;
  EXPECT_FALSE(parseCodeAnswer(
      answer(kKernel, R"({"entry": "main_kernel", "grid": 1, "block": 1})"),
      "stop", 2, a, problem));
  EXPECT_NE(problem.find("'main_kernel' is not a __global__ function"),
            std::string::npos)
      << problem;
}

TEST(Answer, MalformedLaunch) {
  CodeAnswer a;
  std::string problem;
  EXPECT_FALSE(parseCodeAnswer(answer(kKernel, R"({"launches": [{"entry": )"),
                               "stop", 2, a, problem));
  EXPECT_NE(problem.find("the launch JSON does not parse"), std::string::npos);
  EXPECT_FALSE(parseCodeAnswer(
      answer(kKernel, R"({"entry": "k", "grid": "big", "block": 1})"), "stop",
      2, a, problem));
  EXPECT_NE(problem.find("\"grid\" and \"block\""), std::string::npos);
  // Argument 2 does not exist in a two-argument contract.
  EXPECT_FALSE(parseCodeAnswer(
      answer(kKernel,
             R"({"entry": "k", "grid": 1, "block": 1, "params": [0, 2]})"),
      "stop", 2, a, problem));
  EXPECT_NE(problem.find("launch 'entry=k"), std::string::npos) << problem;
  // A block beyond 1024 threads.
  EXPECT_FALSE(parseCodeAnswer(
      answer(kKernel, R"({"entry": "k", "grid": 1, "block": 4096})"), "stop", 2,
      a, problem));
}

TEST(Answer, Truncated) {
  CodeAnswer a;
  std::string problem;
  std::string full = answer(kKernel, kLaunch);
  EXPECT_FALSE(parseCodeAnswer(full.substr(0, 40), "length", 2, a, problem));
  EXPECT_NE(problem.find("cut off"), std::string::npos);
  // An unclosed block is a cut answer even without finish_reason.
  EXPECT_FALSE(parseCodeAnswer(full.substr(0, 40), "", 2, a, problem));
  EXPECT_NE(problem.find("cut off"), std::string::npos);
  // finish_reason=length on an otherwise complete answer is still cut.
  EXPECT_FALSE(parseCodeAnswer(full, "length", 2, a, problem));
}

TEST(Answer, Selection) {
  std::vector<std::string> ids = {"l_a", "l_b"};
  Selection s;
  std::string problem;
  ASSERT_TRUE(parseSelection("```json\n{\"card\": \"l_b\", \"plan\": \"p {x}\"}"
                             "\n```",
                             ids, s, problem))
      << problem;
  EXPECT_EQ(s.card, "l_b");
  EXPECT_EQ(s.plan, "p {x}");
  ASSERT_TRUE(
      parseSelection("I choose {\"card\": \"l_a\"} because.", ids, s, problem));
  EXPECT_EQ(s.card, "l_a");
  EXPECT_FALSE(parseSelection("{\"card\": \"l_zzz\"}", ids, s, problem));
  EXPECT_NE(problem.find("\"l_zzz\" is not one of the offered cards (l_a, "
                         "l_b)"),
            std::string::npos);
  EXPECT_FALSE(parseSelection("no json here", ids, s, problem));
  EXPECT_FALSE(parseSelection("{\"plan\": \"x\"}", ids, s, problem));
  EXPECT_NE(problem.find("no string field \"card\""), std::string::npos);
  EXPECT_FALSE(parseSelection("{\"card\": \"l_a\",", ids, s, problem));
}

} // namespace
