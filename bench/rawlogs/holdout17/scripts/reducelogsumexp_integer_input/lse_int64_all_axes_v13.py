# cause: reducelogsumexp_integer_input
# expect: requires the input tensor to have float dtype
# capture: stderr
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

g = helper.make_graph([helper.make_node("ReduceLogSumExp", ["votes"], ["agg"], keepdims=0)], "lse_all",
                      [helper.make_tensor_value_info("votes", TensorProto.INT64, [3, 3])],
                      [helper.make_tensor_value_info("agg", TensorProto.INT64, [])])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
mod = from_onnx(model)
ex = tvm.compile(mod, target="llvm")
