# cause: ms_attention_symbolic_shape
# expect: 'Var' object has no attribute 'value'
# capture: stderr
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

def ms_model(nodes, inputs, outputs, inits):
    g = helper.make_graph(nodes, "bert_layer", inputs, outputs, initializer=inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)])

rng = np.random.default_rng(1)
hidden = 8
w = numpy_helper.from_array(rng.standard_normal((hidden, 3 * hidden)).astype("float32"), "qkv_w")
b = numpy_helper.from_array(np.zeros(3 * hidden, "float32"), "qkv_b")
node = helper.make_node("Attention", ["x", "qkv_w", "qkv_b"], ["y"], domain="com.microsoft", num_heads=2)
model = ms_model([node], [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["batch", "seq", hidden])],
                 [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], [w, b])
mod = from_onnx(model)
ex = tvm.compile(mod, target="llvm")
