# cause: pool_autopad_symbolic_spatial
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not 'Var'
# capture: notebook
# %%
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# %%
w = numpy_helper.from_array(np.random.rand(8, 3, 7, 7).astype("float32"), "w")
nodes = [helper.make_node("Conv", ["img", "w"], ["c"], pads=[3, 3, 3, 3], strides=[2, 2]),
         helper.make_node("Relu", ["c"], ["r"]),
         helper.make_node("MaxPool", ["r"], ["p"], kernel_shape=[3, 3], strides=[2, 2], auto_pad="SAME_UPPER")]
g = helper.make_graph(nodes, "resnet_stem", [helper.make_tensor_value_info("img", TensorProto.FLOAT, ["N", 3, 224, 224])],
                      [helper.make_tensor_value_info("p", TensorProto.FLOAT, None)], [w])
mod = from_onnx(helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)]))
