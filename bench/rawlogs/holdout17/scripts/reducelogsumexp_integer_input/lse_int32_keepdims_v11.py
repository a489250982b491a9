# cause: reducelogsumexp_integer_input
# expect: requires the input tensor to have float dtype
# capture: notebook
# env: TVM_BACKTRACE=1
# %%
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# %%
import warnings
warnings.warn("running with integer logits exported from a quantized pipeline", UserWarning)
g = helper.make_graph([helper.make_node("ReduceLogSumExp", ["logits"], ["out"], axes=[-1], keepdims=1)], "lse11",
                      [helper.make_tensor_value_info("logits", TensorProto.INT32, [1, 10])],
                      [helper.make_tensor_value_info("out", TensorProto.INT32, [1, 1])])
mod = from_onnx(helper.make_model(g, opset_imports=[helper.make_opsetid("", 11)]))
