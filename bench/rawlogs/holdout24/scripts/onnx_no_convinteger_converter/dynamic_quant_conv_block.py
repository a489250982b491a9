# cause: onnx_no_convinteger_converter
# expect: not supported for frontend ONNX: ConvInteger
# capture: ipython
"""Model produced by onnxruntime.quantization.quantize_dynamic on a conv layer:
DynamicQuantizeLinear -> ConvInteger -> Cast -> Mul(scale)."""
import numpy as np
from onnx import TensorProto as T, helper, numpy_helper
from tvm.relax.frontend.onnx import from_onnx

inits = [
    numpy_helper.from_array(np.random.randint(0, 255, (16, 8, 3, 3)).astype("uint8"), "w_q"),
    helper.make_tensor("w_zp", T.UINT8, [], [127]),
    helper.make_tensor("w_scale", T.FLOAT, [], [0.003]),
]
nodes = [
    helper.make_node("DynamicQuantizeLinear", ["x"], ["x_q", "x_scale", "x_zp"]),
    helper.make_node("ConvInteger", ["x_q", "w_q", "x_zp", "w_zp"], ["acc"], pads=[1, 1, 1, 1]),
    helper.make_node("Cast", ["acc"], ["acc_f"], to=T.FLOAT),
    helper.make_node("Mul", ["x_scale", "w_scale"], ["s"]),
    helper.make_node("Mul", ["acc_f", "s"], ["y"]),
]
graph = helper.make_graph(nodes, "dyn_conv", [helper.make_tensor_value_info("x", T.FLOAT, [1, 8, 14, 14])],
                          [helper.make_tensor_value_info("y", T.FLOAT, [1, 16, 14, 14])], initializer=inits)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
mod = from_onnx(model)
