# cause: ms_attention_symbolic_shape
# expect: 'Var' object has no attribute 'value'
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

def ms_model(nodes, inputs, outputs, inits):
    g = helper.make_graph(nodes, "bert_layer", inputs, outputs, initializer=inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)])

hidden, heads = 16, 4
w = numpy_helper.from_array(np.random.rand(hidden, 3 * hidden).astype("float32"), "w")
b = numpy_helper.from_array(np.random.rand(3 * hidden).astype("float32"), "b")
node = helper.make_node("Attention", ["input", "w", "b", "mask_index"], ["output"],
                        domain="com.microsoft", num_heads=heads)
inputs = [helper.make_tensor_value_info("input", TensorProto.FLOAT, ["B", 32, hidden]),
          helper.make_tensor_value_info("mask_index", TensorProto.INT32, ["B", 32])]
model = ms_model([node], inputs, [helper.make_tensor_value_info("output", TensorProto.FLOAT, None)], [w, b])
print(f"opsets: {[(o.domain or 'ai.onnx', o.version) for o in model.opset_import]}")
mod = from_onnx(model, opset=17)
