# cause: pool_autopad_symbolic_spatial
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not 'Var'
# capture: ipython
# post: crlf
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

nodes = [helper.make_node("LpPool", ["f"], ["g"], kernel_shape=[2, 2], auto_pad="SAME_UPPER", p=2)]
g = helper.make_graph(nodes, "lppool", [helper.make_tensor_value_info("f", TensorProto.FLOAT, ["batch", 8, "h", "w"])],
                      [helper.make_tensor_value_info("g", TensorProto.FLOAT, None)])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
print(model.graph.node[0])
mod = from_onnx(model)
