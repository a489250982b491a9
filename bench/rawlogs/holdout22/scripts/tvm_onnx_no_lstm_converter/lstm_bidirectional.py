# cause: tvm_onnx_no_lstm_converter
# expect: OpNotImplemented.*LSTM
# capture: combined
import sys

from loguru import logger

logger.remove()
logger.add(sys.stderr, level="INFO", backtrace=False, diagnose=False,
           format="{time:YYYY-MM-DD HH:mm:ss.SSS} | {level: <8} | {name}:{function}:{line} - {message}")

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from tvm.relax.frontend.onnx import from_onnx


def lstm_model(seq, batch, inp, hidden, direction="forward", extra_head=False):
    nd = 2 if direction == "bidirectional" else 1
    W = numpy_helper.from_array(np.random.rand(nd, 4 * hidden, inp).astype("float32"), "W")
    R = numpy_helper.from_array(np.random.rand(nd, 4 * hidden, hidden).astype("float32"), "R")
    nodes = [helper.make_node("LSTM", ["X", "W", "R"], ["Y", "Y_h"], hidden_size=hidden, direction=direction)]
    inits = [W, R]
    out_name, out_shape = "Y_h", [nd, batch, hidden]
    if extra_head:
        inits.append(numpy_helper.from_array(np.random.rand(hidden, 3).astype("float32"), "Wc"))
        nodes += [helper.make_node("Reshape", ["Y_h", "shp"], ["h"]),
                  helper.make_node("MatMul", ["h", "Wc"], ["logits"])]
        inits.append(numpy_helper.from_array(np.array([batch, hidden], "int64"), "shp"))
        out_name, out_shape = "logits", [batch, 3]
    graph = helper.make_graph(nodes, "lstm_graph",
                              [helper.make_tensor_value_info("X", TensorProto.FLOAT, [seq, batch, inp])],
                              [helper.make_tensor_value_info(out_name, TensorProto.FLOAT, out_shape)], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    onnx.checker.check_model(model)
    return model


def main():
    model = lstm_model(seq=12, batch=2, inp=16, hidden=32, direction="bidirectional")
    return from_onnx(model, shape_dict={"X": [12, 2, 16]})


if __name__ == "__main__":
    logger.info("job bilstm-tagger starting")
    try:
        main()
    except Exception:
        logger.exception("job bilstm-tagger failed")
        sys.exit(1)
