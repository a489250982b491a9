# cause: reducelogsumexp_integer_input
# expect: requires the input tensor to have float dtype
# capture: ipython
# post: crlf
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

axes = numpy_helper.from_array(np.array([1], dtype=np.int64), "reduce_axes")
node = helper.make_node("ReduceLogSumExp", ["scores", "reduce_axes"], ["lse"], keepdims=0)
g = helper.make_graph([node], "lse18", [helper.make_tensor_value_info("scores", TensorProto.INT64, ["b", 7])],
                      [helper.make_tensor_value_info("lse", TensorProto.INT64, ["b"])], [axes])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
mod = from_onnx(model)
