# cause: onnx_no_qlinearconv_converter
# expect: not supported for frontend ONNX: QLinearConv
# capture: combined
import numpy as np
from onnx import TensorProto as T, helper, numpy_helper
from tvm.relax.frontend.onnx import from_onnx

inits = [
    helper.make_tensor("x_s", T.FLOAT, [], [0.02]), helper.make_tensor("x_z", T.INT8, [], [0]),
    numpy_helper.from_array(np.random.randint(-127, 127, (8, 3, 3, 3)).astype("int8"), "w"),
    helper.make_tensor("w_s", T.FLOAT, [], [0.01]), helper.make_tensor("w_z", T.INT8, [], [0]),
    helper.make_tensor("y_s", T.FLOAT, [], [0.1]), helper.make_tensor("y_z", T.INT8, [], [0]),
    numpy_helper.from_array(np.zeros(8, "int32"), "bias"),
]
node = helper.make_node("QLinearConv", ["x", "x_s", "x_z", "w", "w_s", "w_z", "y_s", "y_z", "bias"], ["y"],
                        pads=[1, 1, 1, 1])
graph = helper.make_graph([node], "qconv", [helper.make_tensor_value_info("x", T.INT8, [1, 3, 16, 16])],
                          [helper.make_tensor_value_info("y", T.INT8, [1, 8, 16, 16])], initializer=inits)
print("converting QOperator conv model")
mod = from_onnx(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]))
