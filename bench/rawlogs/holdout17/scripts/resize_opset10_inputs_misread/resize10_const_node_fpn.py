# cause: resize_opset10_inputs_misread
# expect: Type <class 'NoneType'> for size is currently unsupported
# capture: stderr
# post: truncate=0.65
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# FPN top-down path from an old (opset 10) detector export
nodes = [helper.make_node("Constant", [], ["up_scales"],
                          value=numpy_helper.from_array(np.array([1, 1, 2, 2], np.float32))),
         helper.make_node("Resize", ["p5", "up_scales"], ["p5_up"], mode="nearest"),
         helper.make_node("Add", ["p5_up", "c4"], ["p4"])]
g = helper.make_graph(nodes, "fpn", [helper.make_tensor_value_info("p5", TensorProto.FLOAT, [1, 16, 4, 4]),
                                      helper.make_tensor_value_info("c4", TensorProto.FLOAT, [1, 16, 8, 8])],
                      [helper.make_tensor_value_info("p4", TensorProto.FLOAT, [1, 16, 8, 8])])
mod = from_onnx(helper.make_model(g, opset_imports=[helper.make_opsetid("", 10)]))
