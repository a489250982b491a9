# cause: pool_autopad_symbolic_spatial
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not 'Var'
# capture: stderr
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

node = helper.make_node("AveragePool", ["clip"], ["pooled"], kernel_shape=[1, 3, 3], strides=[1, 2, 2], auto_pad="SAME_LOWER")
g = helper.make_graph([node], "video_pool", [helper.make_tensor_value_info("clip", TensorProto.FLOAT, [1, 3, "T", 32, 32])],
                      [helper.make_tensor_value_info("pooled", TensorProto.FLOAT, None)])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 19)])
mod = from_onnx(model)
